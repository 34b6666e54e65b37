import { z } from 'zod';
import type { DelayRange } from '../config.ts';
import { PlayError } from '../messages.ts';
import {
  openTicket,
  pickWeighted,
  readStake,
  settleTicket,
  ticketView,
  type ProviderContext,
  type StakeLimits,
} from '../rounds.ts';
import { rememberTicket, type Category, type GameSession, type Ticket } from '../sessions.ts';
import { readBody, type Engine } from './engine.ts';

/** One way to bet on an event: its decimal odds (hundredths) and its true chance (ppm). */
export interface Market {
  pick: string;
  odds: number;
  chancePpm: number;
}

/** A sports fixture, esports match or cockfight, open for bets until it settles. */
export interface EventFixture {
  id: string;
  category: Category;
  /** football, cricket, basketball, kabaddi, esports or cockfight. */
  sport: string;
  /** Esports game title or cockfight fight number. */
  title: string | undefined;
  home: string;
  away: string;
  markets: Market[];
  settlesAt: number;
  status: 'OPEN' | 'SETTLED';
  result: string | undefined;
  score: string | undefined;
  tickets: Ticket[];
  scheduled: boolean;
}

/** The bookmaker's margin: odds are 1 / (chance × 1.06), so about 94 % comes back. */
const MARGIN = 1.06;

/** Decimal odds in hundredths for a true chance in ppm (never under 1.01). */
export function oddsFor(chancePpm: number): number {
  return Math.max(101, Math.floor(100 / ((chancePpm / 1_000_000) * MARGIN)));
}

const TEAMS: Record<string, readonly string[]> = {
  football: [
    'Padma Wave FC',
    'Kestrel United',
    'Harbor City',
    'Northgate Athletic',
    'Copperfield Town',
    'Bluewater Rangers',
    'Ironhill Albion',
    'Riverbend Rovers',
    'Sundarban Stripes',
    'Lantern Bay FC',
    'Greenfield Wanderers',
    'Monsoon City',
  ],
  cricket: [
    'Tea Garden XI',
    'Saffron Strikers',
    'Coastal Cyclones',
    'Delta Kites',
    'Monsoon Kings',
    'Hilltop Hawks',
    'River Port Royals',
    'Jute City Jaguars',
    'Mango Grove Mavericks',
    'Sunrise Spinners',
  ],
  basketball: [
    'Metro Comets',
    'Skyline Owls',
    'Harbor Herons',
    'Granite Giants',
    'Neon Falcons',
    'Summit Bears',
  ],
  kabaddi: [
    'Village Panthers',
    'Paddy Field Raiders',
    'Clay Court Lions',
    'Riverbank Bulls',
    'Banyan Warriors',
    'Monsoon Tuskers',
  ],
  esports: [
    'Nova Foxes',
    'Pixel Ronin',
    'Void Hounds',
    'Crimson Array',
    'Byte Knights',
    'Team Quasar',
    'Null Sector',
    'Glitch Monks',
    'Astral Wolves',
    'Hexa Titans',
    'Lag Breakers',
    'Orbit Owls',
  ],
  meron: ['Red Comet', 'Iron Spur', 'Crimson Blade', 'Ember King', 'Copper Crest', 'Blaze Runner'],
  wala: [
    'Blue Thunder',
    'Storm Feather',
    'Night Hawk',
    'Silver Talon',
    'Indigo Flash',
    'Steel Wing',
  ],
};

/** Original esports titles (none is a real game). */
export const ESPORTS_TITLES = [
  'Arcane Siege',
  'Vector Strike',
  'Skyforge Legends',
  'Turbo Drift League',
] as const;

interface BoardSpec {
  size: number;
  delay: DelayRange;
}

/** Stake limits per category (minor units). */
export const EVENT_LIMITS: Record<'SPORTS' | 'ESPORTS' | 'COCKFIGHT', StakeLimits> = {
  SPORTS: { min: 1_000n, max: 1_000_000n },
  ESPORTS: { min: 1_000n, max: 500_000n },
  COCKFIGHT: { min: 1_000n, max: 500_000n },
};

const TicketSchema = z.object({
  stake: z.string().max(20),
  eventId: z.string().max(64),
  pick: z.string().max(16),
});

/**
 * A board of events for one category (shared by every session): fixtures are generated with a
 * settle time drawn from the category's delay range, take bets until then, and are settled by the
 * scheduler (a job per fixture that has tickets; fixtures nobody bet on settle when next looked
 * at). Settlement pays every ticket with a win call, 0.00 for a loss, `roundEnded: true`.
 */
export class EventBoard {
  private readonly open: EventFixture[] = [];
  private readonly results: EventFixture[] = [];
  private seq = 0;

  constructor(
    private readonly ctx: ProviderContext,
    readonly category: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT',
    private readonly spec: BoardSpec,
  ) {}

  /** Open fixtures (topped up) and the latest results. */
  board(): { open: EventFixture[]; results: EventFixture[] } {
    const now = this.ctx.now();
    for (let i = this.open.length - 1; i >= 0; i -= 1) {
      const fixture = this.open[i]!;
      if (fixture.settlesAt > now) continue;
      this.open.splice(i, 1);
      if (!fixture.scheduled) this.settle(fixture);
    }
    while (this.open.length < this.spec.size) this.open.push(this.generate(now));
    this.open.sort((a, b) => a.settlesAt - b.settlesAt);
    return { open: this.open, results: this.results };
  }

  /** The fixture if it still takes bets. */
  openFixture(id: string): EventFixture | undefined {
    const fixture = this.board().open.find((f) => f.id === id);
    return fixture && fixture.status === 'OPEN' ? fixture : undefined;
  }

  /**
   * Attaches a ticket whose bet the portal accepted; schedules the settlement, or settles the
   * ticket at once when the fixture settled while the bet was on its way.
   */
  attach(fixture: EventFixture, ticket: Ticket): void {
    fixture.tickets.push(ticket);
    if (fixture.status === 'SETTLED') {
      this.payTicket(fixture, ticket);
      return;
    }
    if (!fixture.scheduled) {
      fixture.scheduled = true;
      this.ctx.scheduler.at(fixture.settlesAt, `settle ${fixture.id}`, () => this.settle(fixture));
    }
  }

  /** Decides the result and pays every ticket. */
  settle(fixture: EventFixture): void {
    if (fixture.status === 'SETTLED') return;
    const index = pickWeighted(
      this.ctx.random,
      fixture.markets.map((m) => m.chancePpm),
    );
    fixture.result = fixture.markets[index]!.pick;
    fixture.score = this.score(fixture);
    fixture.status = 'SETTLED';
    const stillOpen = this.open.indexOf(fixture);
    if (stillOpen >= 0) this.open.splice(stillOpen, 1);
    this.results.unshift(fixture);
    if (this.results.length > 6) this.results.length = 6;
    for (const ticket of fixture.tickets) this.payTicket(fixture, ticket);
    // The board keeps the fixture for its results; the tickets live on in their sessions.
    fixture.tickets = [];
  }

  private payTicket(fixture: EventFixture, ticket: Ticket): void {
    const market = fixture.markets.find((m) => m.pick === ticket.pick);
    const won = market !== undefined && fixture.result === ticket.pick;
    const payout = won ? (ticket.stake * BigInt(market.odds)) / 100n : 0n;
    settleTicket(this.ctx, ticket, payout, fixture.result ?? '', fixture.score);
  }

  private generate(now: number): EventFixture {
    const { random } = this.ctx;
    const { minMs, maxMs } = this.spec.delay;
    const settlesAt = now + minMs + random(Math.max(1, maxMs - minMs + 1));
    this.seq += 1;
    const id = `${this.category}-${now.toString(36)}-${this.seq}`;
    const pair = (names: readonly string[], other?: readonly string[]): [string, string] => {
      if (other) return [names[random(names.length)]!, other[random(other.length)]!];
      const a = random(names.length);
      const b = (a + 1 + random(names.length - 1)) % names.length;
      return [names[a]!, names[b]!];
    };
    const twoWay = (home: number): Market[] => [
      { pick: 'HOME', odds: oddsFor(home), chancePpm: home },
      { pick: 'AWAY', odds: oddsFor(1_000_000 - home), chancePpm: 1_000_000 - home },
    ];
    const base = { id, category: this.category, settlesAt, status: 'OPEN' as const };
    const rest = { result: undefined, score: undefined, tickets: [], scheduled: false };
    if (this.category === 'COCKFIGHT') {
      const [home, away] = pair(TEAMS.meron!, TEAMS.wala);
      const draw = 40_000 + random(20_001);
      const meron = Math.floor(((1_000_000 - draw) * (400 + random(161))) / 1000);
      const wala = 1_000_000 - draw - meron;
      return {
        ...base,
        ...rest,
        sport: 'cockfight',
        title: String(100 + this.seq),
        home,
        away,
        markets: [
          { pick: 'MERON', odds: oddsFor(meron), chancePpm: meron },
          { pick: 'WALA', odds: oddsFor(wala), chancePpm: wala },
          { pick: 'DRAW', odds: oddsFor(draw), chancePpm: draw },
        ],
      };
    }
    if (this.category === 'ESPORTS') {
      const [home, away] = pair(TEAMS.esports!);
      return {
        ...base,
        ...rest,
        sport: 'esports',
        title: ESPORTS_TITLES[random(ESPORTS_TITLES.length)]!,
        home,
        away,
        markets: twoWay(250_000 + random(500_001)),
      };
    }
    const sport = (['football', 'cricket', 'basketball', 'kabaddi'] as const)[random(4)]!;
    const [home, away] = pair(TEAMS[sport]!);
    if (sport !== 'football') {
      return {
        ...base,
        ...rest,
        sport,
        title: undefined,
        home,
        away,
        markets: twoWay(250_000 + random(500_001)),
      };
    }
    const draw = 220_000 + random(80_001);
    const homeChance = Math.floor(((1_000_000 - draw) * (300 + random(401))) / 1000);
    const awayChance = 1_000_000 - draw - homeChance;
    return {
      ...base,
      ...rest,
      sport,
      title: undefined,
      home,
      away,
      markets: [
        { pick: 'HOME', odds: oddsFor(homeChance), chancePpm: homeChance },
        { pick: 'DRAW', odds: oddsFor(draw), chancePpm: draw },
        { pick: 'AWAY', odds: oddsFor(awayChance), chancePpm: awayChance },
      ],
    };
  }

  /** A final score consistent with the result (home first). */
  private score(fixture: EventFixture): string | undefined {
    const { random } = this.ctx;
    const homeWon = fixture.result === 'HOME';
    const order = (winner: number, loser: number) =>
      homeWon ? `${winner}–${loser}` : `${loser}–${winner}`;
    switch (fixture.sport) {
      case 'football': {
        if (fixture.result === 'DRAW') {
          const goals = random(4);
          return `${goals}–${goals}`;
        }
        const goals = 1 + random(3);
        return order(goals, random(goals));
      }
      case 'cricket': {
        const runs = 130 + random(80);
        const chased = runs - 1 - random(40);
        return homeWon
          ? `${runs}/${3 + random(7)} – ${chased}/${5 + random(6)}`
          : `${chased}/${5 + random(6)} – ${runs}/${3 + random(7)}`;
      }
      case 'basketball': {
        const points = 78 + random(40);
        return order(points, points - 1 - random(15));
      }
      case 'kabaddi': {
        const points = 28 + random(20);
        return order(points, points - 1 - random(10));
      }
      case 'esports':
        return order(2, random(2));
      default:
        return undefined;
    }
  }
}

function fixtureView(fixture: EventFixture) {
  return {
    id: fixture.id,
    sport: fixture.sport,
    title: fixture.title,
    home: fixture.home,
    away: fixture.away,
    markets: fixture.markets.map((m) => ({ pick: m.pick, odds: (m.odds / 100).toFixed(2) })),
    settlesAt: fixture.settlesAt,
    status: fixture.status,
    result: fixture.result,
    score: fixture.score,
  };
}

/** SPORTS, ESPORTS and COCKFIGHT: bet now, settled later by the scheduler. */
export function createEventEngine(ctx: ProviderContext, board: EventBoard): Engine {
  const limits = EVENT_LIMITS[board.category];
  return {
    limits,
    view(session: GameSession) {
      const { open, results } = board.board();
      return {
        kind: 'events',
        now: ctx.now(),
        fixtures: open.map(fixtureView),
        results: results.map(fixtureView),
        tickets: session.tickets.map(ticketView),
      };
    },
    async play(session: GameSession, body: unknown) {
      const request = readBody(TicketSchema, body);
      const stake = readStake(session, request.stake, limits);
      const fixture = board.openFixture(request.eventId);
      if (!fixture) throw new PlayError('BETTING_CLOSED');
      const market = fixture.markets.find((m) => m.pick === request.pick);
      if (!market) throw new PlayError('BAD_REQUEST');
      const label =
        fixture.sport === 'cockfight'
          ? `#${fixture.title ?? ''} ${fixture.home} – ${fixture.away}`
          : `${fixture.home} – ${fixture.away}`;
      const { ticket, balance } = await openTicket(ctx, session, {
        category: session.category,
        eventId: fixture.id,
        label,
        pick: market.pick,
        selection:
          market.pick === 'HOME' || market.pick === 'MERON'
            ? fixture.home
            : market.pick === 'AWAY' || market.pick === 'WALA'
              ? fixture.away
              : '',
        odds: market.odds,
        stake,
      });
      board.attach(fixture, ticket);
      rememberTicket(session, ticket);
      return { ticket: ticketView(ticket), balance };
    },
  };
}

/** The three boards of a service (one per category). */
export function createEventBoards(
  ctx: ProviderContext,
): Record<EventBoard['category'], EventBoard> {
  const { sportsSettle, cockfightSettle } = ctx.config;
  return {
    SPORTS: new EventBoard(ctx, 'SPORTS', { size: 6, delay: sportsSettle }),
    ESPORTS: new EventBoard(ctx, 'ESPORTS', { size: 6, delay: sportsSettle }),
    COCKFIGHT: new EventBoard(ctx, 'COCKFIGHT', { size: 3, delay: cockfightSettle }),
  };
}
