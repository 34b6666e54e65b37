import { createHash } from 'node:crypto';
import type {
  BalanceRequest,
  BetRequest,
  EndRoundRequest,
  PlayerRequest,
  PlayerResponse,
  ProviderStatus,
  RollbackRequest,
  WalletResponse,
  WinRequest,
} from '@portal/contracts/provider';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import { hashToken } from '../../lib/tokens.ts';
import type { CatalogService } from '../games/catalog.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import * as repo from './provider.repo.ts';

export interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

export interface Player {
  merchantId: number;
  memberId: number;
}

/** The vendor-facing id of a member: white label and member id, nothing personal. */
export const playerIdOf = (player: Player) => `${player.merchantId}-${player.memberId}`;

/** Ids are PostgreSQL `integer`s: anything past 2^31 - 1 names nobody. */
const MAX_ID = 2_147_483_647;

export function parsePlayerId(playerId: string): Player | undefined {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(playerId);
  if (!match) return undefined;
  const merchantId = Number(match[1]);
  const memberId = Number(match[2]);
  if (merchantId < 1 || memberId < 1 || merchantId > MAX_ID || memberId > MAX_ID) return undefined;
  return { merchantId, memberId };
}

/** A refusal the vendor understands; nothing moved. */
class Refusal extends Error {
  constructor(readonly status: ProviderStatus) {
    super(status);
  }
}

const answer = (status: ProviderStatus, message?: string): WalletResponse =>
  message === undefined ? { status } : { status, message };

const hashOf = (parts: (string | number | boolean)[]) =>
  createHash('sha256').update(parts.join('|')).digest('hex');

export type SeamlessService = ReturnType<typeof createSeamlessService>;

/**
 * The seamless wallet vendors call (contracts/provider.ts): every stake and win is a ledger
 * movement between the member's main wallet and the vendor's house account (PROVIDER:<code>),
 * recorded under the vendor's transaction id so repeats answer the first result. A round's bets
 * accumulate in the `bets` table and settle into the betting record when the round ends.
 */
export function createSeamlessService(deps: {
  db: Db;
  ledger: LedgerService;
  catalog: CatalogService;
  turnover: TurnoverService;
  merchantById: (id: number) => Promise<Merchant>;
  memberStatus: (
    memberId: number,
  ) => Promise<{ status: string; username: string; merchantId: number } | undefined>;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The member a player id names, at a white label this vendor serves. The white label in the id
   * must be the member's own (else the answer would carry another site's currency and money).
   */
  async function playerOf(vendor: string, playerId: string) {
    const player = parsePlayerId(playerId);
    if (!player) throw new Refusal('PLAYER_NOT_FOUND');
    const member = await deps.memberStatus(player.memberId);
    if (!member || member.merchantId !== player.merchantId) throw new Refusal('PLAYER_NOT_FOUND');
    let merchant: Merchant;
    try {
      merchant = await deps.merchantById(player.merchantId);
    } catch {
      throw new Refusal('PLAYER_NOT_FOUND');
    }
    const snap = await deps.catalog.snapshot(merchant.id);
    if (!snap.vendorByCode.has(vendor)) throw new Refusal('PLAYER_NOT_FOUND');
    return { ...player, merchant, member };
  }

  /** OK with the balance; read through `on` (the open transaction, on PGlite's one connection). */
  async function balanceAnswer(on: Db, merchant: Merchant, memberId: number, balance?: bigint) {
    return {
      status: 'OK' as const,
      balance: formatAmount(balance ?? (await ledger.balanceIn(on, memberId, 'MAIN'))),
      currency: merchant.currency,
    };
  }

  async function gameOf(merchantId: number, vendor: string, gameCode: string) {
    const snap = await deps.catalog.snapshot(merchantId);
    const game = snap.games.find((g) => g.vendor === vendor && g.code === gameCode);
    if (!game) throw new Refusal('GAME_NOT_FOUND');
    return { game, snap };
  }

  /** Runs a call, turning refusals into answers. */
  async function guarded(run: () => Promise<WalletResponse>): Promise<WalletResponse> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Refusal) return answer(error.status);
      if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS') {
        return answer('INSUFFICIENT_FUNDS');
      }
      throw error;
    }
  }

  /** The first answer for a repeated transaction id, or the refusal for a changed one. */
  function replay(existing: repo.ProviderTxRow, call: string, hash: string): WalletResponse {
    if (existing.call === 'bet' && existing.status === 'ROLLED_BACK' && call === 'bet') {
      return answer('TRANSACTION_ROLLED_BACK');
    }
    if (existing.call !== call || existing.requestHash !== hash) {
      return answer('DUPLICATE_TRANSACTION');
    }
    return (existing.response as WalletResponse | null) ?? answer('OK');
  }

  async function player(vendor: string, input: PlayerRequest): Promise<PlayerResponse> {
    const row = await repo.findGameSession(db, hashToken(input.token));
    if (
      !row ||
      row.game.vendor !== vendor ||
      row.game.expiresAt.getTime() <= now().getTime() ||
      row.sessionRevoked !== null
    ) {
      return { status: 'INVALID_TOKEN' };
    }
    const merchant = await deps.merchantById(row.game.merchantId);
    if (row.game.mode === 'FUN' || row.game.memberId === null) {
      return { status: 'OK', mode: 'FUN', currency: merchant.currency, playerId: 'FUN' };
    }
    const member = await deps.memberStatus(row.game.memberId);
    if (!member) return { status: 'PLAYER_NOT_FOUND' };
    if (member.status === 'LOCKED') return { status: 'PLAYER_BLOCKED' };
    const balance = await ledger.mainBalance(row.game.memberId);
    return {
      status: 'OK',
      mode: 'REAL',
      playerId: playerIdOf({ merchantId: merchant.id, memberId: row.game.memberId }),
      nickname: member.username,
      currency: merchant.currency,
      balance: formatAmount(balance),
    };
  }

  function balance(vendor: string, input: BalanceRequest) {
    return guarded(async () => {
      const p = await playerOf(vendor, input.playerId);
      return balanceAnswer(db, p.merchant, p.memberId);
    });
  }

  /** The launch token must be a live REAL session of this member at this vendor. */
  async function checkToken(vendor: string, token: string, memberId: number) {
    const row = await repo.findGameSession(db, hashToken(token));
    if (
      !row ||
      row.game.vendor !== vendor ||
      row.game.memberId !== memberId ||
      row.game.mode !== 'REAL' ||
      row.game.expiresAt.getTime() <= now().getTime() ||
      row.sessionRevoked !== null
    ) {
      throw new Refusal('INVALID_TOKEN');
    }
  }

  type PlayerOf = Awaited<ReturnType<typeof playerOf>>;

  /**
   * Runs a money call once under the vendor's transaction id: claims the id, does `work` in the
   * same transaction and stores its answer; a concurrent repeat that lost the claim answers what
   * the first recorded.
   */
  async function once(
    p: PlayerOf,
    vendor: string,
    record: { transactionId: string; call: string; roundId: string; gameCode: string },
    amount: bigint,
    hash: string,
    work: (
      t: Db,
      accounts: { main: number; house: number },
    ) => Promise<{ response: WalletResponse; balance?: bigint | undefined }>,
  ): Promise<WalletResponse> {
    const key = { merchantId: p.merchantId, vendor, transactionId: record.transactionId };
    const main = await ledger.memberAccountId(p.merchant, p.memberId, 'MAIN');
    const house = await ledger.houseAccountId(p.merchant, `PROVIDER:${vendor}`);
    const result = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const claimed = await repo.claimProviderTx(t, {
        ...key,
        call: record.call,
        memberId: p.memberId,
        roundId: record.roundId,
        gameCode: record.gameCode,
        amount,
        requestHash: hash,
        status: 'OK',
      });
      if (!claimed) return undefined;
      const done = await work(t, { main, house });
      await repo.setProviderTx(t, key, { response: done.response });
      return done;
    });
    if (!result) {
      const again = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
      return again ? replay(again, record.call, hash) : answer('INTERNAL_ERROR');
    }
    if (result.balance !== undefined) deps.onBalanceChange(p.merchant, p.memberId, result.balance);
    return result.response;
  }

  /** A money movement between the member's main wallet and the vendor's house account. */
  async function move(
    t: Db,
    p: PlayerOf,
    accounts: { main: number; house: number },
    kind: 'BET' | 'WIN' | 'ROLLBACK',
    key: { vendor: string; externalId: string },
    toMember: bigint,
    reference: string,
  ) {
    const posted = await ledger.postIn(t, {
      merchantId: p.merchantId,
      kind,
      key: { source: `VENDOR:${key.vendor}`, externalId: key.externalId, operation: kind },
      memberId: p.memberId,
      reference,
      lines: [
        { accountId: accounts.main, amount: toMember },
        { accountId: accounts.house, amount: -toMember },
      ],
    });
    return { balance: posted.balances.get(accounts.main), reference: String(posted.transactionId) };
  }

  function bet(vendor: string, input: BetRequest) {
    return guarded(async () => {
      const p = await playerOf(vendor, input.playerId);
      const amount = parseAmount(input.amount)!;
      const hash = hashOf(['bet', input.playerId, input.roundId, input.gameCode, input.amount]);
      const existing = await repo.findProviderTx(db, p.merchantId, vendor, input.transactionId);
      if (existing) return replay(existing, 'bet', hash);
      if (input.currency !== p.merchant.currency) throw new Refusal('BAD_REQUEST');
      if (p.member.status === 'LOCKED') throw new Refusal('PLAYER_BLOCKED');
      await checkToken(vendor, input.token, p.memberId);
      const { game, snap } = await gameOf(p.merchantId, vendor, input.gameCode);
      if (game.maintenance || deps.catalog.vendorDown(snap.vendorByCode.get(vendor))) {
        throw new Refusal('GAME_MAINTENANCE');
      }
      if (amount < game.minBet || amount > game.maxBet) throw new Refusal('BET_LIMIT');

      return once(p, vendor, { ...input, call: 'bet' }, amount, hash, async (t, accounts) => {
        const betId = await repo.addStake(t, {
          merchantId: p.merchantId,
          memberId: p.memberId,
          vendor,
          roundId: input.roundId,
          gameCode: game.code,
          gameName: game.nameEn,
          category: game.category,
          stake: amount,
          validBet: 0n,
          placedAt: now(),
        });
        if (betId === undefined) throw new Refusal('ROUND_CLOSED');
        const moved = await move(
          t,
          p,
          accounts,
          'BET',
          { vendor, externalId: input.transactionId },
          -amount,
          game.nameEn,
        );
        const response = {
          ...(await balanceAnswer(t, p.merchant, p.memberId, moved.balance)),
          reference: moved.reference,
        };
        return { response, balance: moved.balance };
      });
    });
  }

  function win(vendor: string, input: WinRequest) {
    return guarded(async () => {
      const p = await playerOf(vendor, input.playerId);
      const amount = parseAmount(input.amount)!;
      const roundEnded = input.roundEnded ?? false;
      const hash = hashOf([
        'win',
        input.playerId,
        input.roundId,
        input.gameCode,
        input.amount,
        roundEnded,
      ]);
      const existing = await repo.findProviderTx(db, p.merchantId, vendor, input.transactionId);
      if (existing) return replay(existing, 'win', hash);
      if (input.currency !== p.merchant.currency) throw new Refusal('BAD_REQUEST');
      const round = await repo.findRound(db, p.merchantId, vendor, input.roundId);
      if (!round || round.memberId !== p.memberId || round.status === 'CANCELLED') {
        throw new Refusal('BET_NOT_FOUND');
      }
      if (round.status !== 'OPEN') throw new Refusal('ROUND_CLOSED');

      return once(p, vendor, { ...input, call: 'win' }, amount, hash, async (t, accounts) => {
        let moved: { balance: bigint | undefined; reference: string } | undefined;
        if (amount > 0n) {
          moved = await move(
            t,
            p,
            accounts,
            'WIN',
            { vendor, externalId: input.transactionId },
            amount,
            round.gameName,
          );
          await repo.addPayout(t, round.id, amount);
        }
        if (roundEnded) await settle(t, round.id);
        const response = {
          ...(await balanceAnswer(t, p.merchant, p.memberId, moved?.balance)),
          ...(moved ? { reference: moved.reference } : {}),
        };
        return { response, balance: moved?.balance };
      });
    });
  }

  async function settle(t: Db, betId: number) {
    const settled = await repo.settleRound(t, betId, now());
    if (settled && settled.validBet > 0n) {
      await deps.turnover.recordValidBetIn(t, settled.memberId, settled.validBet);
    }
  }

  function rollback(vendor: string, input: RollbackRequest) {
    return guarded(async () => {
      const p = await playerOf(vendor, input.playerId);
      const hash = hashOf(['rollback', input.playerId, input.roundId, input.betTransactionId]);
      const existing = await repo.findProviderTx(db, p.merchantId, vendor, input.transactionId);
      if (existing) return replay(existing, 'rollback', hash);

      return once(p, vendor, { ...input, call: 'rollback' }, 0n, hash, async (t, accounts) => {
        const betKey = { merchantId: p.merchantId, vendor, transactionId: input.betTransactionId };
        const target = await repo.findProviderTx(t, p.merchantId, vendor, input.betTransactionId);
        let balance: bigint | undefined;
        if (!target) {
          // The bet has not arrived (yet): remember it as rolled back so it is refused later.
          await repo.claimProviderTx(t, {
            ...betKey,
            call: 'bet',
            memberId: p.memberId,
            roundId: input.roundId,
            gameCode: input.gameCode,
            amount: 0n,
            requestHash: null,
            status: 'ROLLED_BACK',
          });
        } else if (target.call !== 'bet' || target.memberId !== p.memberId) {
          throw new Refusal('BET_NOT_FOUND');
        } else if (target.status === 'OK') {
          const round = await repo.findRound(t, p.merchantId, vendor, target.roundId);
          if (round && round.status === 'SETTLED') throw new Refusal('ROUND_CLOSED');
          balance = (
            await move(
              t,
              p,
              accounts,
              'ROLLBACK',
              { vendor, externalId: input.betTransactionId },
              target.amount,
              round?.gameName ?? input.gameCode,
            )
          ).balance;
          await repo.setProviderTx(t, betKey, { status: 'ROLLED_BACK' });
          if (round) await repo.removeStake(t, round.id, target.amount, now());
        }
        return { response: await balanceAnswer(t, p.merchant, p.memberId, balance), balance };
      });
    });
  }

  function endRound(vendor: string, input: EndRoundRequest) {
    return guarded(async () => {
      const p = await playerOf(vendor, input.playerId);
      const round = await repo.findRound(db, p.merchantId, vendor, input.roundId);
      if (!round || round.memberId !== p.memberId) throw new Refusal('BET_NOT_FOUND');
      if (round.status === 'OPEN') {
        await db.transaction((tx) => settle(tx as unknown as Db, round.id));
      }
      return balanceAnswer(db, p.merchant, p.memberId);
    });
  }

  return { player, balance, bet, win, rollback, endRound };
}
