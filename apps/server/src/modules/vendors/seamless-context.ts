import { createHash } from 'node:crypto';
import type { ProviderStatus, WalletResponse } from '@portal/contracts/provider';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatAmount } from '@portal/contracts/money';
import type { CatalogService } from '../games/catalog.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { parsePlayerId, type Merchant } from './players.service.ts';
import type * as repo from './seamless.repo.ts';

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
  now?: () => Date;
}

/** What every seamless call shares: its dependencies, the database, the ledger and the clock. */
export interface SeamlessContext {
  deps: SeamlessDeps;
  db: Db;
  ledger: LedgerService;
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
 * The member a player id names, at a white label this vendor serves. The white label in the id
 * must be the member's own (else the answer would carry another site's currency and money).
 */
export async function playerOf(ctx: SeamlessContext, vendor: string, playerId: string) {
  const { deps } = ctx;
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

/** The first answer for a repeated transaction id, or the refusal for a changed one. */
export function replay(existing: repo.ProviderTxRow, call: string, hash: string): WalletResponse {
  if (existing.call === 'bet' && existing.status === 'ROLLED_BACK' && call === 'bet') {
    return answer('TRANSACTION_ROLLED_BACK');
  }
  if (existing.call !== call || existing.requestHash !== hash) {
    return answer('DUPLICATE_TRANSACTION');
  }
  return (existing.response as WalletResponse | null) ?? answer('OK');
}
