import { createHash } from 'node:crypto';
import type { ProviderStatus, WalletResponse } from '@portal/contracts/provider';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { formatAmount } from '@portal/contracts/money';
import type { CatalogService } from '../games/catalog.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { parsePlayerId, type Merchant } from './players.service.ts';
import type { CallResult, SeamlessCalls } from './seamless-calls.ts';
import * as repo from './seamless.repo.ts';

/** What the seamless wallet is built from (register-vendors.ts). */
export interface SeamlessDeps {
  db: Db;
  ledger: LedgerService;
  catalog: CatalogService;
  turnover: TurnoverService;
  merchantById: (id: number) => Promise<Merchant>;
  memberStatus: (
    memberId: number,
  ) => Promise<{ status: string; username: string; merchantId: number } | undefined>;
  onBalanceChange: (merchant: Merchant, memberId: number, balance?: bigint) => void;
  /** Bet and win statements at once, and calls per statement (seamless-calls.ts). */
  lanes?: number;
  maxBatch?: number;
  now?: () => Date;
}

/** What every seamless call shares: its dependencies, the database, the ledger and the clock. */
export interface SeamlessContext {
  deps: SeamlessDeps;
  db: Db;
  ledger: LedgerService;
  /** The one-statement bet and win (seamless-calls.ts). */
  calls: SeamlessCalls;
  now: () => Date;
}

/** A refusal the vendor understands; nothing moved. */
export class Refusal extends Error {
  constructor(readonly status: ProviderStatus) {
    super(status);
  }
}

/** The protocol's answer with a status (and a message). */
export const answer = (status: ProviderStatus, message?: string): WalletResponse =>
  message === undefined ? { status } : { status, message };

/** The hash a repeated transaction id's request must match. */
export const hashOf = (parts: (string | number | boolean)[]) =>
  createHash('sha256').update(parts.join('|')).digest('hex');

/**
 * The white label a player id names, if this vendor serves it (from caches: no query). Whether
 * the member exists there is checked by the caller (`playerOf`, or inside the bet and win
 * statements).
 */
export async function siteOf(ctx: SeamlessContext, vendor: string, playerId: string) {
  const { deps } = ctx;
  const player = parsePlayerId(playerId);
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  let merchant: Merchant;
  try {
    merchant = await deps.merchantById(player.merchantId);
  } catch {
    throw new Refusal('PLAYER_NOT_FOUND');
  }
  const snap = await deps.catalog.snapshot(merchant.id);
  if (!snap.vendorByCode.has(vendor)) throw new Refusal('PLAYER_NOT_FOUND');
  return { ...player, merchant, snap };
}

/**
 * The member's main wallet and the vendor's house account (ids cached by the ledger). A wallet
 * cannot be made for a member who is not at that white label: that player is not found.
 */
export async function accountsOf(
  ctx: SeamlessContext,
  site: { merchant: Merchant; memberId: number },
  vendor: string,
) {
  const { ledger } = ctx;
  let main: number;
  try {
    main = await ledger.memberAccountId(site.merchant, site.memberId, 'MAIN');
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw new Refusal('PLAYER_NOT_FOUND');
    throw error;
  }
  const house = await ledger.houseAccountId(site.merchant, `PROVIDER:${vendor}`);
  return { main, house };
}

/**
 * The member a player id names, at a white label this vendor serves. The white label in the id
 * must be the member's own (else the answer would carry another site's currency and money).
 */
export async function playerOf(ctx: SeamlessContext, vendor: string, playerId: string) {
  const { deps } = ctx;
  const player = parsePlayerId(playerId);
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  const member = await deps.memberStatus(player.memberId);
  if (!member || member.merchantId !== player.merchantId) throw new Refusal('PLAYER_NOT_FOUND');
  const site = await siteOf(ctx, vendor, playerId);
  return { ...site, member };
}

/** The answer of a one-statement bet or win (seamless-calls.ts); RACE re-reads the record. */
export async function callAnswer(
  ctx: SeamlessContext,
  site: { merchant: Merchant; merchantId: number; memberId: number },
  vendor: string,
  call: 'bet' | 'win',
  transactionId: string,
  hash: string,
  result: CallResult,
): Promise<WalletResponse> {
  const { deps, db } = ctx;
  switch (result.outcome) {
    case 'OK': {
      const balance = result.balance!;
      deps.onBalanceChange(site.merchant, site.memberId, balance);
      return {
        status: 'OK',
        balance: formatAmount(balance),
        currency: site.merchant.currency,
        ...(result.reference === null ? {} : { reference: result.reference }),
      };
    }
    case 'REPLAY':
      return replay({ ...result.recorded!, balanceAfter: result.balance }, call, hash);
    default: {
      // RACE:<status>: a concurrent call with this id (or on this round) went first: what it
      // recorded answers; if nothing was recorded under the id, the status after the colon.
      if (result.outcome.startsWith('RACE:')) {
        const again = await repo.findProviderTx(db, site.merchantId, vendor, transactionId);
        if (again) return replay(again, call, hash);
        return answer(result.outcome.slice('RACE:'.length) as ProviderStatus);
      }
      return answer(result.outcome as ProviderStatus);
    }
  }
}

/** The player a call names, with its white label and member. */
export type PlayerOf = Awaited<ReturnType<typeof playerOf>>;

/** OK with the balance; read through `on` (the open transaction, on PGlite's one connection). */
export async function balanceAnswer(
  ctx: SeamlessContext,
  on: Executor,
  merchant: Merchant,
  memberId: number,
  balance?: bigint,
) {
  const { ledger } = ctx;
  return {
    status: 'OK' as const,
    balance: formatAmount(balance ?? (await ledger.balanceIn(on, memberId, 'MAIN'))),
    currency: merchant.currency,
  };
}

/** Runs a call, turning refusals into answers. */
export async function guarded(run: () => Promise<WalletResponse>): Promise<WalletResponse> {
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

/**
 * The first answer for a repeated transaction id, or the refusal for a changed one. An answer
 * recorded by the one-statement calls keeps its balance in `balance_after` (formatted here, by
 * the one money codec).
 */
export function replay(
  existing: Pick<
    repo.ProviderTxRow,
    'call' | 'requestHash' | 'status' | 'response' | 'balanceAfter'
  >,
  call: string,
  hash: string,
): WalletResponse {
  if (existing.call === 'bet' && existing.status === 'ROLLED_BACK' && call === 'bet') {
    return answer('TRANSACTION_ROLLED_BACK');
  }
  if (existing.call !== call || existing.requestHash !== hash) {
    return answer('DUPLICATE_TRANSACTION');
  }
  const response = existing.response as WalletResponse | null;
  if (!response) return answer('OK');
  if (existing.balanceAfter === null || response.balance !== undefined) return response;
  const { status, currency, reference } = response;
  return {
    status,
    balance: formatAmount(existing.balanceAfter),
    ...(currency === undefined ? {} : { currency }),
    ...(reference === undefined ? {} : { reference }),
  };
}
