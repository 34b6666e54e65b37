import type { WalletEvent } from '@portal/contracts/wallet';
import {
  connectReconnectingSocket,
  socketUrl,
  type ReconnectingSocketOptions,
} from '@portal/contracts/reconnecting-socket';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './statuses.ts';

export { backoffDelay, type SocketLike } from '@portal/contracts/reconnecting-socket';

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
export const walletSocketUrl = socketUrl;

export type WalletSocketOptions = Omit<ReconnectingSocketOptions<WalletEvent>, 'parse'>;

/**
 * Keeps the balance socket open (lib/reconnecting-socket.ts: backoff, online, final close codes).
 * Returns `stop`, which closes the socket (logout, unmount).
 */
export function connectWalletSocket(options: WalletSocketOptions): () => void {
  return connectReconnectingSocket({ ...options, parse: parseWalletEvent }).stop;
}
