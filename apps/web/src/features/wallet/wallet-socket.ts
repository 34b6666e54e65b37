import type { WalletEvent } from '@portal/contracts/wallet';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './statuses.ts';

/** The part of the browser WebSocket this client uses (a fake in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number) => void;
  send: (data: string) => void;
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Close codes that mean "this token will never be let in": stop instead of retrying. */
const FINAL_CLOSE_CODES = new Set([1008, 4001, 4401, 4403]);

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 30 s, each between 50 % and 100 %. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A pushed message as a WalletEvent; anything else (garbage, unknown kinds) is null. */
export function parseWalletEvent(data: unknown): WalletEvent | null {
  let message: unknown;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return null;
  }
  if (!isObject(message)) return null;
  switch (message.type) {
    case 'balance':
      return typeof message.balance === 'string' && /^-?\d+(\.\d{1,2})?$/.test(message.balance)
        ? {
            type: 'balance',
            balance: message.balance,
            currencySymbol:
              typeof message.currencySymbol === 'string' ? message.currencySymbol : '',
          }
        : null;
    case 'messages':
      return typeof message.unread === 'number'
        ? { type: 'messages', unread: message.unread }
        : null;
    case 'messages.new':
      return { type: 'messages.new' };
    case 'withdrawal':
      return typeof message.id === 'number' && oneOf(WITHDRAWAL_STATUSES, message.status)
        ? { type: 'withdrawal', id: message.id, status: message.status }
        : null;
    case 'deposit':
      return typeof message.id === 'number' && oneOf(DEPOSIT_STATUSES, message.status)
        ? { type: 'deposit', id: message.id, status: message.status }
        : null;
    default:
      return null;
  }
}

/** ws(s)://host/wps/ws for the page's own origin; the token never goes in the URL. */
export function walletSocketUrl(path: string, location: Location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

export interface WalletSocketOptions {
  url: string;
  /** Sent as the socket's first message (`{type:'auth',token}`). */
  token: string;
  onEvent: (event: WalletEvent) => void;
  /** After a reconnect (not the first open): events may have been missed, so resync. */
  onReconnect?: () => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/**
 * Keeps one socket open: reconnects with backoff after a drop (reset once a connection opens),
 * at once when the browser comes back online, and never after `stop()` or a final close code.
 * Returns `stop`, which closes the socket (logout, unmount).
 */
export function connectWalletSocket({
  url,
  token,
  onEvent,
  onReconnect,
  createSocket = (target) => new WebSocket(target),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random = Math.random,
}: WalletSocketOptions): () => void {
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let hasOpened = false;
  let isStopped = false;

  const schedule = () => {
    if (isStopped || timer !== null) return;
    timer = setTimer(
      () => {
        timer = null;
        open();
      },
      backoffDelay(attempt, random),
    );
    attempt += 1;
  };

  function open() {
    if (isStopped) return;
    let current: SocketLike;
    try {
      current = createSocket(url);
    } catch {
      schedule();
      return;
    }
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', token }));
      attempt = 0;
      if (hasOpened) onReconnect?.();
      hasOpened = true;
    };
    current.onmessage = (event) => {
      const parsed = parseWalletEvent(event.data);
      if (parsed) onEvent(parsed);
    };
    current.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
    current.onclose = (event) => {
      if (socket === current) socket = null;
      if (FINAL_CLOSE_CODES.has(event.code)) isStopped = true;
      schedule();
    };
  }

  const onOnline = () => {
    if (isStopped || socket) return;
    if (timer !== null) clearTimer(timer);
    timer = null;
    attempt = 0;
    open();
  };

  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  open();

  return () => {
    isStopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (timer !== null) clearTimer(timer);
    timer = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close(1000);
    }
  };
}
