import { useEffect, useRef, useState } from 'react';
import type { CrashEvent, CrashState } from '@portal/contracts/inhouse';
import { multiplierAt } from '@portal/fair';
import { getCrashState, inhousePaths } from './api/inhouse-api.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const PHASES = ['BETTING', 'RUNNING', 'CRASHED'] as const;

function isCrashState(value: unknown): value is CrashState {
  return (
    isObject(value) &&
    typeof value.roundNumber === 'number' &&
    typeof value.phase === 'string' &&
    (PHASES as readonly string[]).includes(value.phase) &&
    typeof value.startsAt === 'string' &&
    Array.isArray(value.bets) &&
    Array.isArray(value.history)
  );
}

/** A pushed message as a CrashEvent; anything else is null. */
export function parseCrashEvent(data: unknown): CrashEvent | null {
  let message: unknown;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return null;
  }
  if (!isObject(message)) return null;
  if (message.type === 'state' && isCrashState(message.state)) {
    return { type: 'state', state: message.state };
  }
  if (
    message.type === 'tick' &&
    typeof message.roundNumber === 'number' &&
    typeof message.multiplierHundredths === 'number' &&
    Number.isSafeInteger(message.multiplierHundredths)
  ) {
    return {
      type: 'tick',
      roundNumber: message.roundNumber,
      multiplierHundredths: message.multiplierHundredths,
    };
  }
  return null;
}

const PHASE_ORDER = { BETTING: 0, RUNNING: 1, CRASHED: 2 } as const;

/** Whether `next` is at least as recent as `current` (later round, or same round, later phase). */
export function isNewerState(current: CrashState | null, next: CrashState): boolean {
  if (!current) return true;
  if (next.roundNumber !== current.roundNumber) return next.roundNumber > current.roundNumber;
  return PHASE_ORDER[next.phase] >= PHASE_ORDER[current.phase];
}

/** ws(s)://host/path for the page's own origin. */
export function socketUrl(path: string, location: Location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

export interface CrashTick {
  roundNumber: number;
  hundredths: number;
  /** performance.now() when it arrived. */
  at: number;
}

/** A finished round whose seed was revealed while the page watched. */
export interface CrashReveal {
  roundNumber: number;
  seed: string;
  seedHash: string;
  salt: string;
  crashPointHundredths: number;
}

export interface CrashFeed {
  state: CrashState | null;
  /** Rounds seen crashing, newest first (with their revealed seeds). */
  revealed: CrashReveal[];
  tick: CrashTick | null;
  /** Server clock minus local clock (ms), from the last state's serverTime. */
  offsetMs: number;
  connection: 'connecting' | 'open' | 'retrying';
  /** A failed first load (no state at all yet). */
  loadError: unknown;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * The shared crash round, live: the state from GET /lgw/inhouse/crash/state, then every push of
 * the public websocket (state at each phase change, ticks about every 100 ms while running).
 * Reconnects with backoff and reloads the state after each reconnect.
 */
export function useCrashFeed(): CrashFeed {
  const [feed, setFeed] = useState<CrashFeed>({
    state: null,
    revealed: [],
    tick: null,
    offsetMs: 0,
    connection: 'connecting',
    loadError: null,
  });
  const stateRef = useRef<CrashState | null>(null);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    const controller = new AbortController();

    const applyState = (state: CrashState) => {
      if (!isNewerState(stateRef.current, state)) return;
      stateRef.current = state;
      const serverTime = Date.parse(state.serverTime);
      const offsetMs = Number.isFinite(serverTime) ? serverTime - Date.now() : 0;
      setFeed((f) => {
        let tick = f.tick && f.tick.roundNumber === state.roundNumber ? f.tick : null;
        if (!tick && state.phase === 'RUNNING') {
          // Joined mid-round: start the curve where the server's clock says it is.
          const elapsed = Date.now() + offsetMs - Date.parse(state.startsAt);
          tick = {
            roundNumber: state.roundNumber,
            hundredths: multiplierAt(Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0),
            at: now(),
          };
        }
        const reveal =
          state.phase === 'CRASHED' && state.seed && state.crashPointHundredths !== null
            ? {
                roundNumber: state.roundNumber,
                seed: state.seed,
                seedHash: state.seedHash,
                salt: state.salt,
                crashPointHundredths: state.crashPointHundredths,
              }
            : null;
        const revealed =
          reveal && !f.revealed.some((r) => r.roundNumber === reveal.roundNumber)
            ? [reveal, ...f.revealed].slice(0, 30)
            : f.revealed;
        return { ...f, state, revealed, loadError: null, offsetMs, tick };
      });
    };

    const load = () => {
      getCrashState(controller.signal).then(applyState, (error: unknown) => {
        if (stopped) return;
        setFeed((f) => (f.state ? f : { ...f, loadError: error }));
      });
    };

    const open = () => {
      if (stopped || typeof WebSocket === 'undefined') return;
      let current: WebSocket;
      try {
        current = new WebSocket(socketUrl(inhousePaths.crashSocket, window.location));
      } catch {
        retry();
        return;
      }
      socket = current;
      current.onopen = () => {
        const isReconnect = attempt > 0;
        attempt = 0;
        setFeed((f) => ({ ...f, connection: 'open' }));
        if (isReconnect) load();
      };
      current.onmessage = (event: MessageEvent) => {
        const message = parseCrashEvent(event.data);
        if (!message) return;
        if (message.type === 'state') {
          applyState(message.state);
          return;
        }
        const state = stateRef.current;
        if (state && message.roundNumber < state.roundNumber) return;
        if (state && message.roundNumber === state.roundNumber && state.phase === 'CRASHED') return;
        if (state && (state.phase === 'BETTING' || message.roundNumber > state.roundNumber)) {
          // The round started before its state reached us.
          const running: CrashState = {
            ...state,
            roundNumber: message.roundNumber,
            phase: 'RUNNING',
            crashPointHundredths: null,
            seed: null,
          };
          stateRef.current = running;
          setFeed((f) => ({ ...f, state: running }));
        }
        setFeed((f) => ({
          ...f,
          tick: {
            roundNumber: message.roundNumber,
            hundredths: message.multiplierHundredths,
            at: now(),
          },
        }));
      };
      current.onclose = () => {
        if (socket === current) socket = null;
        retry();
      };
      current.onerror = () => undefined;
    };

    const retry = () => {
      if (stopped || timer !== null) return;
      setFeed((f) => ({ ...f, connection: 'retrying' }));
      const ceiling = Math.min(10_000, 1_000 * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(
        () => {
          timer = null;
          open();
        },
        ceiling / 2 + (Math.random() * ceiling) / 2,
      );
    };

    load();
    open();
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== null) clearTimeout(timer);
      const s = socket;
      socket = null;
      if (s) {
        s.onclose = null;
        s.close(1000);
      }
    };
  }, []);

  return feed;
}
