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
import { formatAmount, parseAmount } from '../../lib/money.ts';
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

export function parsePlayerId(playerId: string): Player | undefined {
  const match = /^(\d{1,9})-(\d{1,15})$/.exec(playerId);
  if (!match) return undefined;
  return { merchantId: Number(match[1]), memberId: Number(match[2]) };
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
  memberStatus: (memberId: number) => Promise<{ status: string; username: string } | undefined>;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  async function playerOf(playerId: string) {
    const player = parsePlayerId(playerId);
    if (!player) throw new Refusal('PLAYER_NOT_FOUND');
    const member = await deps.memberStatus(player.memberId);
    if (!member) throw new Refusal('PLAYER_NOT_FOUND');
    let merchant: Merchant;
    try {
      merchant = await deps.merchantById(player.merchantId);
    } catch {
      throw new Refusal('PLAYER_NOT_FOUND');
    }
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

  function balance(_vendor: string, input: BalanceRequest) {
    return guarded(async () => {
      const p = await playerOf(input.playerId);
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

  function bet(vendor: string, input: BetRequest) {
    return guarded(async () => {
      const p = await playerOf(input.playerId);
      const amount = parseAmount(input.amount)!;
      const hash = hashOf(['bet', input.playerId, input.roundId, input.gameCode, input.amount]);
      const key = { merchantId: p.merchantId, vendor, transactionId: input.transactionId };
      const existing = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
      if (existing) return replay(existing, 'bet', hash);
      if (input.currency !== p.merchant.currency) throw new Refusal('BAD_REQUEST');
      if (p.member.status === 'LOCKED') throw new Refusal('PLAYER_BLOCKED');
      await checkToken(vendor, input.token, p.memberId);
      const { game, snap } = await gameOf(p.merchantId, vendor, input.gameCode);
      if (game.maintenance || deps.catalog.vendorDown(snap.vendorByCode.get(vendor))) {
        throw new Refusal('GAME_MAINTENANCE');
      }
      if (amount < game.minBet || amount > game.maxBet) throw new Refusal('BET_LIMIT');

      const main = await ledger.memberAccountId(p.merchant, p.memberId, 'MAIN');
      const house = await ledger.houseAccountId(p.merchant, `PROVIDER:${vendor}`);
      const result = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const claimed = await repo.claimProviderTx(t, {
          ...key,
          call: 'bet',
          memberId: p.memberId,
          roundId: input.roundId,
          gameCode: input.gameCode,
          amount,
          requestHash: hash,
          status: 'OK',
        });
        if (!claimed) return undefined;
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
        const posted = await ledger.postIn(t, {
          merchantId: p.merchantId,
          kind: 'BET',
          key: { source: `VENDOR:${vendor}`, externalId: input.transactionId, operation: 'BET' },
          memberId: p.memberId,
          reference: game.nameEn,
          lines: [
            { accountId: main, amount: -amount },
            { accountId: house, amount },
          ],
        });
        const response = {
          ...(await balanceAnswer(t, p.merchant, p.memberId, posted.balances.get(main))),
          reference: String(posted.transactionId),
        };
        await repo.setProviderTx(t, key, { response });
        return { response, balance: posted.balances.get(main) };
      });
      if (!result) {
        // Claimed by a concurrent repeat: answer what it recorded.
        const again = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
        return again ? replay(again, 'bet', hash) : answer('INTERNAL_ERROR');
      }
      deps.onBalanceChange(p.merchant, p.memberId, result.balance);
      return result.response;
    });
  }

  function win(vendor: string, input: WinRequest) {
    return guarded(async () => {
      const p = await playerOf(input.playerId);
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
      const key = { merchantId: p.merchantId, vendor, transactionId: input.transactionId };
      const existing = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
      if (existing) return replay(existing, 'win', hash);
      if (input.currency !== p.merchant.currency) throw new Refusal('BAD_REQUEST');
      const round = await repo.findRound(db, p.merchantId, vendor, input.roundId);
      if (!round || round.memberId !== p.memberId || round.status === 'CANCELLED') {
        throw new Refusal('BET_NOT_FOUND');
      }
      if (round.status !== 'OPEN') throw new Refusal('ROUND_CLOSED');

      const main = await ledger.memberAccountId(p.merchant, p.memberId, 'MAIN');
      const house = await ledger.houseAccountId(p.merchant, `PROVIDER:${vendor}`);
      const result = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const claimed = await repo.claimProviderTx(t, {
          ...key,
          call: 'win',
          memberId: p.memberId,
          roundId: input.roundId,
          gameCode: input.gameCode,
          amount,
          requestHash: hash,
          status: 'OK',
        });
        if (!claimed) return undefined;
        let balance: bigint | undefined;
        let reference: string | undefined;
        if (amount > 0n) {
          const posted = await ledger.postIn(t, {
            merchantId: p.merchantId,
            kind: 'WIN',
            key: { source: `VENDOR:${vendor}`, externalId: input.transactionId, operation: 'WIN' },
            memberId: p.memberId,
            reference: round.gameName,
            lines: [
              { accountId: main, amount },
              { accountId: house, amount: -amount },
            ],
          });
          balance = posted.balances.get(main);
          reference = String(posted.transactionId);
          await repo.addPayout(t, round.id, amount);
        }
        if (roundEnded) await settle(t, round.id);
        const response = {
          ...(await balanceAnswer(t, p.merchant, p.memberId, balance)),
          ...(reference ? { reference } : {}),
        };
        await repo.setProviderTx(t, key, { response });
        return { response, balance };
      });
      if (!result) {
        const again = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
        return again ? replay(again, 'win', hash) : answer('INTERNAL_ERROR');
      }
      if (result.balance !== undefined) {
        deps.onBalanceChange(p.merchant, p.memberId, result.balance);
      }
      return result.response;
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
      const p = await playerOf(input.playerId);
      const hash = hashOf(['rollback', input.playerId, input.roundId, input.betTransactionId]);
      const key = { merchantId: p.merchantId, vendor, transactionId: input.transactionId };
      const existing = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
      if (existing) return replay(existing, 'rollback', hash);

      const main = await ledger.memberAccountId(p.merchant, p.memberId, 'MAIN');
      const house = await ledger.houseAccountId(p.merchant, `PROVIDER:${vendor}`);
      const result = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const record = {
          ...key,
          call: 'rollback',
          memberId: p.memberId,
          roundId: input.roundId,
          gameCode: input.gameCode,
          amount: 0n,
          requestHash: hash,
          status: 'OK',
        };
        if (!(await repo.claimProviderTx(t, record))) return undefined;
        const betKey = { ...key, transactionId: input.betTransactionId };
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
          const posted = await ledger.postIn(t, {
            merchantId: p.merchantId,
            kind: 'ROLLBACK',
            key: {
              source: `VENDOR:${vendor}`,
              externalId: input.betTransactionId,
              operation: 'ROLLBACK',
            },
            memberId: p.memberId,
            reference: round?.gameName ?? input.gameCode,
            lines: [
              { accountId: main, amount: target.amount },
              { accountId: house, amount: -target.amount },
            ],
          });
          balance = posted.balances.get(main);
          await repo.setProviderTx(t, betKey, { status: 'ROLLED_BACK' });
          if (round) await repo.removeStake(t, round.id, target.amount, now());
        }
        const response = await balanceAnswer(t, p.merchant, p.memberId, balance);
        await repo.setProviderTx(t, key, { response });
        return { response, balance };
      });
      if (!result) {
        const again = await repo.findProviderTx(db, key.merchantId, vendor, key.transactionId);
        return again ? replay(again, 'rollback', hash) : answer('INTERNAL_ERROR');
      }
      if (result.balance !== undefined) {
        deps.onBalanceChange(p.merchant, p.memberId, result.balance);
      }
      return result.response;
    });
  }

  function endRound(vendor: string, input: EndRoundRequest) {
    return guarded(async () => {
      const p = await playerOf(input.playerId);
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
