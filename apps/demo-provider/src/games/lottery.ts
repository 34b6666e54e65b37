import { z } from 'zod';
import { PlayError } from '../messages.ts';
import {
  openTicket,
  readStake,
  settleTicket,
  ticketView,
  type ProviderContext,
  type StakeLimits,
} from '../rounds.ts';
import { rememberTicket, type GameSession, type Ticket } from '../sessions.ts';
import { readBody, type Engine } from './engine.ts';

/** A lottery's rules: pick `picks` of 1…pool, `drawn` numbers are drawn, pays by matches. */
export interface LotteryRules {
  pool: number;
  picks: number;
  drawn: number;
  /** Matches → return of the stake in hundredths (5500 = 55×). */
  returns: Record<number, number>;
  limits: StakeLimits;
}

/**
 * LOTT: pick 3 of 20, five drawn (3 hits 55×, 2 hits 3.5×; ≈ 94 %).
 * ELOTT: a quick e-lottery, pick 2 of 10, three drawn (2 hits 14×; ≈ 93 %).
 */
export const LOTTERY_RULES: Record<'LOTT' | 'ELOTT', LotteryRules> = {
  LOTT: {
    pool: 20,
    picks: 3,
    drawn: 5,
    returns: { 3: 5500, 2: 350 },
    limits: { min: 100n, max: 50_000n },
  },
  ELOTT: {
    pool: 10,
    picks: 2,
    drawn: 3,
    returns: { 2: 1400 },
    limits: { min: 100n, max: 50_000n },
  },
};

interface Draw {
  id: string;
  seq: number;
  drawAt: number;
  numbers: number[] | undefined;
  tickets: Ticket[];
  scheduled: boolean;
}

const TicketSchema = z.object({
  stake: z.string().max(20),
  numbers: z.array(z.number().int()).max(20),
});

/**
 * One lottery's draws (shared by every session): a draw every `everyMs`, on the clock (a draw
 * every minute falls on the minute). Tickets join the open draw; the scheduler draws the numbers
 * at draw time and pays every ticket (0.00 for no prize) with `roundEnded: true`.
 */
export class LotteryBoard {
  private current: Draw | undefined;
  private readonly results: Draw[] = [];
  private seq = 0;

  constructor(
    private readonly ctx: ProviderContext,
    readonly category: 'LOTT' | 'ELOTT',
    readonly rules: LotteryRules,
    private readonly everyMs: number,
  ) {}

  /** The draw taking tickets now (the previous one closes once its time has come). */
  openDraw(): Draw {
    const now = this.ctx.now();
    if (this.current && this.current.drawAt > now) return this.current;
    if (this.current && !this.current.scheduled) this.settle(this.current);
    const every = Math.max(50, this.everyMs);
    this.seq += 1;
    this.current = {
      id: `${this.category}-${this.seq}`,
      seq: this.seq,
      drawAt: (Math.floor(now / every) + 1) * every,
      numbers: undefined,
      tickets: [],
      scheduled: false,
    };
    return this.current;
  }

  latestResults(): readonly Draw[] {
    return this.results;
  }

  /** Adds a paid ticket to its draw; a draw that already happened pays it at once. */
  attach(draw: Draw, ticket: Ticket): void {
    draw.tickets.push(ticket);
    if (draw.numbers) {
      this.payTicket(draw, ticket);
      return;
    }
    if (!draw.scheduled) {
      draw.scheduled = true;
      this.ctx.scheduler.at(draw.drawAt, `draw ${draw.id}`, () => this.settle(draw));
    }
  }

  /** Draws the numbers and pays the draw's tickets. */
  settle(draw: Draw): void {
    if (draw.numbers) return;
    const pool = Array.from({ length: this.rules.pool }, (_, i) => i + 1);
    const numbers: number[] = [];
    for (let i = 0; i < this.rules.drawn; i += 1) {
      numbers.push(pool.splice(this.ctx.random(pool.length), 1)[0]!);
    }
    draw.numbers = numbers.sort((a, b) => a - b);
    this.results.unshift(draw);
    if (this.results.length > 5) this.results.length = 5;
    for (const ticket of draw.tickets) this.payTicket(draw, ticket);
    draw.tickets = [];
  }

  private payTicket(draw: Draw, ticket: Ticket): void {
    const drawn = draw.numbers ?? [];
    const matches = ticket.pick.split(',').filter((n) => drawn.includes(Number(n))).length;
    const ratio = this.rules.returns[matches] ?? 0;
    const payout = (ticket.stake * BigInt(ratio)) / 100n;
    settleTicket(this.ctx, ticket, payout, String(matches), drawn.join(' '));
  }
}

/** LOTT and ELOTT: buy a ticket for the next draw. */
export function createLotteryEngine(ctx: ProviderContext, board: LotteryBoard): Engine {
  const { rules } = board;
  return {
    limits: rules.limits,
    view(session: GameSession) {
      const draw = board.openDraw();
      return {
        kind: 'lottery',
        now: ctx.now(),
        pool: rules.pool,
        picks: rules.picks,
        drawn: rules.drawn,
        returns: Object.entries(rules.returns).map(([matches, ratio]) => ({
          matches: Number(matches),
          multiplier: (ratio / 100).toFixed(2),
        })),
        draw: { id: draw.id, seq: draw.seq, drawAt: draw.drawAt },
        results: board
          .latestResults()
          .map((d) => ({ id: d.id, seq: d.seq, drawAt: d.drawAt, numbers: d.numbers })),
        tickets: session.tickets.map(ticketView),
      };
    },
    async play(session: GameSession, body: unknown) {
      const request = readBody(TicketSchema, body);
      const stake = readStake(session, request.stake, rules.limits);
      const numbers = [...new Set(request.numbers)].sort((a, b) => a - b);
      if (
        numbers.length !== rules.picks ||
        request.numbers.length !== rules.picks ||
        numbers.some((n) => n < 1 || n > rules.pool)
      ) {
        throw new PlayError('BAD_PICK', { count: String(rules.picks), pool: String(rules.pool) });
      }
      const draw = board.openDraw();
      const { ticket, balance } = await openTicket(ctx, session, {
        category: session.category,
        eventId: draw.id,
        label: String(draw.seq),
        pick: numbers.join(','),
        selection: '',
        odds: undefined,
        stake,
      });
      board.attach(draw, ticket);
      rememberTicket(session, ticket);
      return { ticket: ticketView(ticket), balance };
    },
  };
}

/** The two lotteries of a service. */
export function createLotteryBoards(ctx: ProviderContext): Record<'LOTT' | 'ELOTT', LotteryBoard> {
  return {
    LOTT: new LotteryBoard(ctx, 'LOTT', LOTTERY_RULES.LOTT, ctx.config.lottDrawEveryMs),
    ELOTT: new LotteryBoard(ctx, 'ELOTT', LOTTERY_RULES.ELOTT, ctx.config.elottDrawEveryMs),
  };
}
