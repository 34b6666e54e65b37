/*
 * The client side of the live sockets, shared by the web app (balance, chat) and the console
 * (chat desk): one socket kept open with backoff, saying who it is in its first message.
 * Browser-safe; no dependency.
 */

/** A handler the socket calls with an event of at least this shape (method syntax: bivariant). */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'] | null;

/** The part of the browser WebSocket the live sockets use (a fake in tests). */
export interface SocketLike {
  onopen: Handler<unknown>;
  onmessage: Handler<{ data: unknown }>;
  onclose: Handler<{ code: number }>;
  onerror: Handler<unknown>;
  close: (code?: number) => void;
  send: (data: string) => void;
}

/** The page's address: where the socket connects (same origin). */
interface PageLocation {
  protocol: string;
  host: string;
}

/** The browser's window events, when there is a window. */
const page = globalThis as {
  addEventListener?: (type: 'online', listener: () => void) => void;
  removeEventListener?: (type: 'online', listener: () => void) => void;
};

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Close codes that mean "this token will never be let in": stop instead of retrying. */
const FINAL_CLOSE_CODES = new Set([1008, 4001, 4401, 4403]);

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 30 s, each between 50 % and 100 %. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** ws(s)://host/path for the page's own origin; the token never goes in the URL. */
export function socketUrl(path: string, location: PageLocation): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

export interface ReconnectingSocketOptions<E> {
  url: string;
  /** Sent as the socket's first message (`{type:'auth',token}`). */
  token: string;
  /** A pushed message as an event, or null to drop it (garbage, unknown kinds). */
  parse: (data: unknown) => E | null;
  onEvent: (event: E) => void;
  /** After a reconnect (not the first open): events may have been missed, so resync. */
  onReconnect?: () => void;
  /** The connection came up (true) or went down (false). */
  onStatus?: (isOpen: boolean) => void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/**
 * Keeps one socket open: reconnects with backoff after a drop (reset once a connection opens),
 * at once when the browser comes back online, and never after `stop()` or a final close code.
 * `send` writes to the open socket and answers false when there is none.
 */
export function connectReconnectingSocket<E>({
  url,
  token,
  parse,
  onEvent,
  onReconnect,
  onStatus,
  // The cast is needed where this package is checked without the DOM's WebSocket types.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  createSocket = (target) => new WebSocket(target) as unknown as SocketLike,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random = Math.random,
}: ReconnectingSocketOptions<E>): { stop: () => void; send: (data: unknown) => boolean } {
  let socket: SocketLike | null = null;
  let isOpen = false;
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
      isOpen = true;
      attempt = 0;
      onStatus?.(true);
      if (hasOpened) onReconnect?.();
      hasOpened = true;
    };
    current.onmessage = (event) => {
      const parsed = parse(event.data);
      if (parsed) onEvent(parsed);
    };
    current.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
    current.onclose = (event) => {
      if (socket === current) {
        socket = null;
        isOpen = false;
        onStatus?.(false);
      }
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

  page.addEventListener?.('online', onOnline);
  open();

  return {
    send(data) {
      if (!socket || !isOpen) return false;
      socket.send(JSON.stringify(data));
      return true;
    },
    stop() {
      isStopped = true;
      page.removeEventListener?.('online', onOnline);
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      isOpen = false;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.close(1000);
      }
    },
  };
}
