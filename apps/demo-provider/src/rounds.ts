import type { ProviderStatus } from '@portal/contracts/provider';
import type { ProviderConfig } from './config.ts';
import { PlayError } from './messages.ts';
import { formatAmount, parseAmount } from '@portal/contracts/money';
import type { BetHistory } from './history.ts';
import type { TransferWallets } from './transfers.ts';
import type { PortalClient, PortalLogger } from './portal-client.ts';
import type { Scheduler } from './scheduler.ts';
import { nextWalletId, targetOf, type GameSession, type Ticket } from './sessions.ts';

/** What the game engines share: settings, the portal client, the scheduler and the RNG. */
export interface ProviderContext {
  config: ProviderConfig;
  client: PortalClient;
  /** Players' balances here, for vendors the portal runs in transfer-wallet mode. */
  transfers: TransferWallets;
  /** The bets played from those balances, served to the portal by `/bet-history`. */
  history: BetHistory;
  scheduler: Scheduler;
  /** A uniform integer in [0, maxExclusive): the vendor's own RNG (node:crypto by default). */
  random: (maxExclusive: number) => number;
  now: () => number;
  log: PortalLogger;
}

/** A game's stake limits in minor units. */
export interface StakeLimits {
  min: bigint;
  max: bigint;
}

/** The page's stake ("12.50") as minor units within the game's limits, or a PlayError. */
export function readStake(session: GameSession, text: string, limits: StakeLimits): bigint {
  const stake = parseAmount(text);
  if (stake === null || stake < limits.min || stake > limits.max) {
    throw new PlayError('STAKE_OUT_OF_LIMITS', {
      min: formatAmount(limits.min),
      max: formatAmount(limits.max),
      currency: session.currency,
    });
  }
  return stake;
}

/** The page error a refused bet turns into. */
export function refusalError(status: ProviderStatus): PlayError {
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
      return new PlayError('INSUFFICIENT_FUNDS');
    case 'INVALID_TOKEN':
    case 'PLAYER_NOT_FOUND':
      return new PlayError('SESSION_EXPIRED');
    case 'PLAYER_BLOCKED':
      return new PlayError('PLAYER_BLOCKED');
    case 'BET_LIMIT':
      return new PlayError('BET_LIMIT');
    case 'GAME_NOT_FOUND':
    case 'GAME_MAINTENANCE':
      return new PlayError('GAME_UNAVAILABLE');
    case 'OK':
    case 'INVALID_SIGNATURE':
    case 'BAD_REQUEST':
    case 'DUPLICATE_TRANSACTION':
    case 'TRANSACTION_ROLLED_BACK':
    case 'BET_NOT_FOUND':
    case 'ROUND_CLOSED':
    case 'WIN_LIMIT':
    case 'INTERNAL_ERROR':
      return new PlayError('BET_REFUSED', { status });
  }
}

/**
 * Takes the stake of a round: a `bet` call for REAL sessions (balance from the portal's answer),
 * the session's play money for FUN ones. Throws a PlayError when it was not taken.
 */
export async function takeStake(
  ctx: ProviderContext,
  session: GameSession,
  roundId: string,
  stake: bigint,
): Promise<{ balance: string | undefined }> {
  if (session.mode === 'FUN') {
    if (session.funBalance < stake) throw new PlayError('INSUFFICIENT_FUNDS');
    session.funBalance -= stake;
    return { balance: formatAmount(session.funBalance) };
  }
  if (session.wallet === 'TRANSFER') {
    const { vendor, playerId, currency } = session;
    if (!ctx.transfers.debit(vendor, playerId, currency, stake)) {
      throw new PlayError('INSUFFICIENT_FUNDS');
    }
    // The portal learns of this bet only from the history, so it is written down here.
    ctx.history.placed({
      betId: nextWalletId(session, 'bet'),
      vendor,
      roundId,
      playerId,
      gameCode: session.gameCode,
      currency,
      stake,
    });
    return { balance: formatAmount(ctx.transfers.balanceOf(vendor, playerId, currency)) };
  }
  const result = await ctx.client.bet(targetOf(session), {
    transactionId: nextWalletId(session, 'bet'),
    playerId: session.playerId,
    token: session.token,
    roundId,
    gameCode: session.gameCode,
    amount: formatAmount(stake),
    currency: session.currency,
  });
  switch (result.outcome) {
    case 'ACCEPTED':
      return { balance: result.balance };
    case 'REFUSED':
      throw refusalError(result.status);
    case 'UNKNOWN':
      throw new PlayError('PORTAL_UNAVAILABLE');
  }
}

export interface Credit {
  /** The balance after the win when the portal has answered it (FUN: the play money). */
  balance: string | undefined;
  credit: 'DELIVERED' | 'PENDING' | 'REFUSED';
}

/**
 * Pays a round and ends it: `win` with `roundEnded: true` (0.00 for a loss) through the delivery
 * queue, waiting at most `waitMs` (undefined: until delivered) for the portal's answer; FUN
 * sessions credit play money.
 */
export async function payRound(
  ctx: ProviderContext,
  session: GameSession,
  roundId: string,
  winTransactionId: string,
  amount: bigint,
  waitMs: number | undefined,
): Promise<Credit> {
  if (session.mode === 'FUN') {
    session.funBalance += amount;
    return { balance: formatAmount(session.funBalance), credit: 'DELIVERED' };
  }
  if (session.wallet === 'TRANSFER') {
    const balance = ctx.transfers.credit(
      session.vendor,
      session.playerId,
      session.currency,
      amount,
    );
    ctx.history.settled(session.vendor, roundId, amount);
    return { balance: formatAmount(balance), credit: 'DELIVERED' };
  }
  const delivery = ctx.client.win(targetOf(session), {
    transactionId: winTransactionId,
    playerId: session.playerId,
    roundId,
    gameCode: session.gameCode,
    amount: formatAmount(amount),
    currency: session.currency,
    roundEnded: true,
  });
  let timer: NodeJS.Timeout | undefined;
  const answer =
    waitMs === undefined
      ? await delivery
      : await Promise.race([
          delivery,
          new Promise<undefined>(
            (resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)),
          ),
        ]);
  clearTimeout(timer);
  if (!answer || !answer.delivered) return { balance: undefined, credit: 'PENDING' };
  return { balance: answer.balance, credit: answer.status === 'OK' ? 'DELIVERED' : 'REFUSED' };
}

/** What an instant round (slot spin, hand, shot) answers the page. */
export interface RoundAnswer<T> {
  roundId: string;
  stake: string;
  payout: string;
  balance: string | undefined;
  credit: Credit['credit'];
  outcome: T;
}

/**
 * A round that is decided at once: take the stake, let the engine decide (after the bet is
 * accepted), pay the result and end the round.
 */
export async function instantRound<T>(
  ctx: ProviderContext,
  session: GameSession,
  stake: bigint,
  decide: () => { payout: bigint; outcome: T },
): Promise<RoundAnswer<T>> {
  const roundId = nextWalletId(session, 'round');
  const taken = await takeStake(ctx, session, roundId, stake);
  const { payout, outcome } = decide();
  const paid = await payRound(
    ctx,
    session,
    roundId,
    nextWalletId(session, 'win'),
    payout,
    ctx.config.winWaitMs,
  );
  return {
    roundId,
    stake: formatAmount(stake),
    payout: formatAmount(payout),
    balance: paid.balance ?? taken.balance,
    credit: paid.credit,
    outcome,
  };
}

/**
 * Takes the stake of a round that settles later and returns the open ticket (not yet attached to
 * its event: the caller does that, so a settlement racing the bet still pays it).
 */
export async function openTicket(
  ctx: ProviderContext,
  session: GameSession,
  fields: Pick<Ticket, 'category' | 'eventId' | 'label' | 'pick' | 'selection' | 'odds' | 'stake'>,
): Promise<{ ticket: Ticket; balance: string | undefined }> {
  const roundId = nextWalletId(session, 'round');
  const taken = await takeStake(ctx, session, roundId, fields.stake);
  const ticket: Ticket = {
    ...fields,
    id: roundId,
    session,
    placedAt: ctx.now(),
    status: 'OPEN',
    payout: undefined,
    result: undefined,
    score: undefined,
    settledAt: undefined,
    credit: 'NONE',
    winTransactionId: nextWalletId(session, 'win'),
  };
  return { ticket, balance: taken.balance };
}

/**
 * Settles a ticket (scheduler side): records the result and sends the win, 0.00 for a loss, with
 * `roundEnded: true`. Works whether or not the player is still in the game or signed in.
 */
export function settleTicket(
  ctx: ProviderContext,
  ticket: Ticket,
  payout: bigint,
  result: string,
  score: string | undefined,
): void {
  if (ticket.status !== 'OPEN') return;
  ticket.status = payout > 0n ? 'WON' : 'LOST';
  ticket.payout = payout;
  ticket.result = result;
  ticket.score = score;
  ticket.settledAt = ctx.now();
  ticket.credit = 'PENDING';
  payRound(ctx, ticket.session, ticket.id, ticket.winTransactionId, payout, undefined)
    .then((paid) => {
      ticket.credit = paid.credit;
    })
    .catch((err: unknown) => ctx.log.error({ err, ticket: ticket.id }, 'ticket payout failed'));
}

/** A ticket as the page shows it. */
export function ticketView(ticket: Ticket) {
  return {
    id: ticket.id,
    category: ticket.category,
    eventId: ticket.eventId,
    label: ticket.label,
    pick: ticket.pick,
    selection: ticket.selection,
    odds: ticket.odds === undefined ? undefined : (ticket.odds / 100).toFixed(2),
    stake: formatAmount(ticket.stake),
    status: ticket.status,
    payout: ticket.payout === undefined ? undefined : formatAmount(ticket.payout),
    result: ticket.result,
    score: ticket.score,
    placedAt: ticket.placedAt,
    settledAt: ticket.settledAt,
    credit: ticket.credit,
  };
}

/** Weighted choice: index i with probability weights[i] / sum. */
export function pickWeighted(
  random: ProviderContext['random'],
  weights: readonly number[],
): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random(total);
  for (let i = 0; i < weights.length; i += 1) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}
