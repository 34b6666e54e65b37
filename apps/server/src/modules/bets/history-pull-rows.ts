import { createHash } from 'node:crypto';
import { parseAmount } from '@portal/contracts/money';
import type { BetHistoryBet } from '@portal/contracts/provider';
import type { Executor } from '../../db/client.ts';
import { parsePlayerId } from '../vendors/players.service.ts';
import type { BetHistoryRow } from '../vendors/vendor-client.ts';
import * as repo from './history.repo.ts';

/** Why a history row is not (or no longer) the bet recorded: `bet_exceptions.kind`. */
export type HistoryExceptionKind =
  'UNKNOWN_PLAYER' | 'UNKNOWN_GAME' | 'CHANGED_AFTER_SETTLEMENT' | 'BAD_ROW';

/** What one page changed: bets recorded, and exceptions that are new or reopened. */
export interface PageOutcome {
  inserted: number;
  exceptions: { id: number; vendorBetId: string; kind: string }[];
}

/** A row that passed every check, as the bet it records. */
interface Placed {
  bet: BetHistoryBet;
  values: repo.NewBet;
}

/** A row that names a white label's member, with its amounts read. */
interface Named {
  bet: BetHistoryBet;
  merchantId: number;
  memberId: number;
  stake: bigint;
  payout: bigint;
}

/** An id for a row too broken to name its bet: its own if it has a usable one, else a hash. */
function idOfRaw(raw: unknown): string {
  const id = typeof raw === 'object' && raw !== null && 'betId' in raw ? raw.betId : undefined;
  if (typeof id === 'string' && id.length > 0 && id.length <= 64) return id;
  return `row-${createHash('sha256')
    .update(JSON.stringify(raw) ?? 'undefined')
    .digest('hex')
    .slice(0, 40)}`;
}

/** The row as the exception's detail (a JSON object, whatever came). */
const detailOf = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : { value: raw ?? null };

/**
 * The bet a history row records. Valid stake: the stake of a SETTLED bet, 0 for a VOID one; a
 * VOID bet's stake went back to the player, so its payout is recorded as the stake (net 0).
 */
function betValues(vendor: string, row: Named, game: repo.CatalogGame): repo.NewBet {
  const settled = row.bet.status === 'SETTLED';
  return {
    merchantId: row.merchantId,
    memberId: row.memberId,
    vendor,
    vendorBetId: row.bet.betId,
    roundId: row.bet.roundId,
    gameCode: game.code,
    gameName: game.nameEn,
    category: game.category,
    stake: row.stake,
    validBet: settled ? row.stake : 0n,
    payout: settled ? row.payout : row.stake,
    status: row.bet.status,
    placedAt: new Date(row.bet.placedAt),
    settledAt: new Date(row.bet.settledAt),
  };
}

/** A bet about to be recorded, as it will read once recorded. */
const recordedOf = (values: repo.NewBet): repo.RecordedBet => ({
  merchantId: values.merchantId,
  vendorBetId: values.vendorBetId,
  memberId: values.memberId,
  gameCode: values.gameCode,
  stake: values.stake,
  payout: values.payout ?? 0n,
  status: values.status ?? 'SETTLED',
});

/** Whether the recorded bet says something else than the row does now. */
const changed = (recorded: repo.RecordedBet, values: repo.NewBet) =>
  recorded.status !== values.status ||
  recorded.stake !== values.stake ||
  recorded.payout !== values.payout ||
  recorded.memberId !== values.memberId ||
  recorded.gameCode !== values.gameCode;

/**
 * Records one page of a vendor's bet history: each bet once (insert, or nothing when it is
 * already there), and every row that cannot be recorded, or that changed after it was, as a
 * bet exception. Nothing a row holds makes this throw; only the database can.
 */
export async function recordPage(
  tx: Executor,
  vendor: string,
  merchantsOfVendor: ReadonlySet<number>,
  rows: readonly BetHistoryRow[],
): Promise<PageOutcome> {
  const exceptions = new Map<string, repo.NewBetException>();
  const except = (
    kind: HistoryExceptionKind,
    merchantId: number | null,
    vendorBetId: string,
    raw: unknown,
  ) =>
    exceptions.set(`${vendorBetId}|${kind}`, {
      merchantId,
      vendor,
      source: 'HISTORY',
      vendorBetId,
      kind,
      detail: detailOf(raw),
    });

  const named: Named[] = [];
  for (const row of rows) {
    if (!row.ok) {
      except('BAD_ROW', null, idOfRaw(row.raw), row.raw);
      continue;
    }
    const { bet } = row;
    const player = parsePlayerId(bet.playerId);
    if (!player || !merchantsOfVendor.has(player.merchantId)) {
      except('UNKNOWN_PLAYER', null, bet.betId, bet);
      continue;
    }
    const stake = parseAmount(bet.stake);
    const payout = parseAmount(bet.payout);
    if (stake === null || payout === null) {
      except('BAD_ROW', player.merchantId, bet.betId, bet);
      continue;
    }
    named.push({ bet, ...player, stake, payout });
  }

  const merchantIds = [...new Set(named.map((n) => n.merchantId))];
  const known = await repo.existingMembers(tx, [...new Set(named.map((n) => n.memberId))]);
  const currencyOf = await repo.currencies(tx, merchantIds);
  const codes = [...new Set(named.map((n) => n.bet.gameCode))];
  const gameOf = await repo.catalogGames(tx, vendor, merchantIds, codes);
  const placed: Placed[] = [];
  for (const row of named) {
    const { bet, merchantId } = row;
    if (!known.has(`${merchantId}:${row.memberId}`)) {
      except('UNKNOWN_PLAYER', merchantId, bet.betId, bet);
    } else if (currencyOf.get(merchantId) !== bet.currency) {
      except('BAD_ROW', merchantId, bet.betId, bet);
    } else {
      const game = gameOf.get(`${merchantId}:${bet.gameCode}`);
      if (!game) except('UNKNOWN_GAME', merchantId, bet.betId, bet);
      else placed.push({ bet, values: betValues(vendor, row, game) });
    }
  }

  // The bets already recorded are looked up first (by white label, vendor and bet id: the month
  // partitions keep no unique index on those alone); they are compared, never inserted again.
  const recorded = await repo.recordedBets(
    tx,
    vendor,
    [...new Set(placed.map((p) => p.values.merchantId))],
    [...new Set(placed.map((p) => p.values.vendorBetId))],
  );
  // One insert per new bet (a page may repeat one); a concurrent pass's insert of the same bet
  // makes this one a no-op through the unique key.
  const fresh = new Map<string, repo.NewBet>();
  for (const p of placed) {
    const key = `${p.values.merchantId}:${p.values.vendorBetId}`;
    const was = recorded.get(key);
    if (was) {
      if (changed(was, p.values)) {
        except('CHANGED_AFTER_SETTLEMENT', p.values.merchantId, p.bet.betId, p.bet);
      }
    } else if (!fresh.has(key)) {
      fresh.set(key, p.values);
    } else if (changed(recordedOf(fresh.get(key)!), p.values)) {
      except('CHANGED_AFTER_SETTLEMENT', p.values.merchantId, p.bet.betId, p.bet);
    }
  }
  const inserted = await repo.insertBets(tx, [...fresh.values()]);
  return { inserted, exceptions: await repo.recordExceptions(tx, [...exceptions.values()]) };
}
