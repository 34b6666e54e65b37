import type { LaunchRequest } from '@portal/contracts/provider';
import { newSessionId, walletId } from './ids.ts';
import type { PortalTarget } from './portal-client.ts';

export type Category = LaunchRequest['category'];
export type Language = LaunchRequest['language'];

/** FUN sessions start with this much play money (minor units). */
export const FUN_START_BALANCE = 100_000n;

/** A bet that settles later (sports, esports, cockfight, lottery), as the scheduler pays it. */
export interface Ticket {
  /** The round id sent with the bet and the win. */
  id: string;
  session: GameSession;
  category: Category;
  /** Fixture, fight or draw id. */
  eventId: string;
  /** The event as the page names it ("Padma Wave FC – Kestrel United", "Draw 12"). */
  label: string;
  /** What was bet on: HOME/DRAW/AWAY, MERON/WALA/DRAW, or the picked numbers "3,7,12". */
  pick: string;
  /** The pick's name: the team or rooster bet on ('' for a draw or a lottery ticket). */
  selection: string;
  /** Decimal odds in hundredths (185 = 1.85); lottery tickets have none. */
  odds: number | undefined;
  stake: bigint;
  placedAt: number;
  status: 'OPEN' | 'WON' | 'LOST';
  payout: bigint | undefined;
  /** The winning pick, or the number of matches of a lottery ticket. */
  result: string | undefined;
  /** The final score, or the drawn numbers. */
  score: string | undefined;
  settledAt: number | undefined;
  /** Whether the portal has the win yet (FUN tickets are credited at once). */
  credit: 'NONE' | 'PENDING' | 'DELIVERED' | 'REFUSED';
  winTransactionId: string;
}

/** A fish swimming in a session's pond. */
export interface Fish {
  id: number;
  kind: string;
  /** Lane 0–5 from the top and direction, for the page's animation only. */
  lane: number;
  leftward: boolean;
}

/** One launch: everything the games need to call the portal for this player. */
export interface GameSession {
  id: string;
  token: string;
  playerId: string;
  vendor: string;
  gameCode: string;
  category: Category;
  gameName: string;
  language: Language;
  currency: string;
  mode: 'REAL' | 'FUN';
  /** SEAMLESS: every stake and win is a call to the portal; TRANSFER: the balance held here. */
  wallet: 'SEAMLESS' | 'TRANSFER';
  returnUrl: string;
  walletUrl: string;
  createdAt: number;
  lastActiveAt: number;
  /** Feeds round and transaction ids; never goes back. */
  counter: number;
  /** Set by the first `player` call of a REAL session. */
  nickname: string | undefined;
  authenticated: boolean;
  /** FUN play money; REAL sessions never hold the player's money. */
  funBalance: bigint;
  tickets: Ticket[];
  pond: Fish[] | undefined;
  nextFishId: number;
}

/** The session's next round or transaction id (`${vendor}-${session}-${counter}-${kind}`). */
export function nextWalletId(session: GameSession, kind: string): string {
  session.counter += 1;
  return walletId(session.vendor, session.id, session.counter, kind);
}

/** Where this session's wallet calls go. */
export function targetOf(session: GameSession): PortalTarget {
  return { walletUrl: session.walletUrl, vendor: session.vendor };
}

/** Keeps at most this many tickets per session for the page. */
const TICKETS_KEPT = 30;

/** Adds a ticket to the session's list (newest first). */
export function rememberTicket(session: GameSession, ticket: Ticket): void {
  session.tickets.unshift(ticket);
  if (session.tickets.length > TICKETS_KEPT) session.tickets.length = TICKETS_KEPT;
}

/** Game sessions in memory; one idle for longer than `idleMs` is gone. */
export class SessionStore {
  private readonly sessions = new Map<string, GameSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(idleMs, 600_000));
    this.sweeper.unref();
  }

  /** Opens a session for a launch request. */
  create(launch: LaunchRequest): GameSession {
    const at = this.now();
    const session: GameSession = {
      id: newSessionId(),
      token: launch.token,
      playerId: launch.playerId,
      vendor: launch.vendor,
      gameCode: launch.gameCode,
      category: launch.category,
      gameName: launch.gameName,
      language: launch.language,
      currency: launch.currency,
      mode: launch.mode,
      wallet: launch.wallet,
      returnUrl: launch.returnUrl,
      walletUrl: launch.walletUrl,
      createdAt: at,
      lastActiveAt: at,
      counter: 0,
      nickname: undefined,
      authenticated: false,
      funBalance: FUN_START_BALANCE,
      tickets: [],
      pond: undefined,
      nextFishId: 1,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id (and marks it active), or undefined. */
  touch(id: string): GameSession | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const at = this.now();
    if (at - session.lastActiveAt > this.idleMs) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastActiveAt = at;
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Drops idle sessions; their open tickets still settle (the scheduler holds them). */
  sweep(): void {
    const at = this.now();
    for (const [id, session] of this.sessions) {
      if (at - session.lastActiveAt > this.idleMs) this.sessions.delete(id);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    this.sessions.clear();
  }
}
