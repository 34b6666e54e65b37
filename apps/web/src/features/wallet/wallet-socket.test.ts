import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfoQueryOptions } from '../../lib/session/member-info.ts';
import { messagesKey } from '../../lib/session/messages-key.ts';
import { FakeWebSocket } from '../../testing/fake-socket.ts';
import { BROADCAST_SPREAD_MS, applyWalletEvent } from './use-wallet-socket.ts';
import {
  backoffDelay,
  connectWalletSocket,
  parseWalletEvent,
  walletSocketUrl,
} from './wallet-socket.ts';

describe('wallet socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('parses only well-formed WalletEvent messages', () => {
    expect(parseWalletEvent('{"type":"balance","balance":"12.50","currencySymbol":"৳"}')).toEqual({
      type: 'balance',
      balance: '12.50',
      currencySymbol: '৳',
    });
    expect(parseWalletEvent('{"type":"messages","unread":3}')).toEqual({
      type: 'messages',
      unread: 3,
    });
    expect(parseWalletEvent('{"type":"messages.new","extra":1}')).toEqual({ type: 'messages.new' });
    expect(parseWalletEvent('{"type":"withdrawal","id":4,"status":"PAYMENT_ISSUED"}')).toEqual({
      type: 'withdrawal',
      id: 4,
      status: 'PAYMENT_ISSUED',
    });
    expect(parseWalletEvent('{"type":"withdrawal","id":4,"status":"LOST"}')).toBeNull();
    expect(parseWalletEvent('{"type":"balance","balance":1e9}')).toBeNull();
    expect(parseWalletEvent('{"type":"chat"}')).toBeNull();
    expect(parseWalletEvent('not json')).toBeNull();
  });

  it('backs off exponentially with jitter, capped at 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(10, () => 0)).toBe(15_000);
  });

  it('builds ws or wss on the page’s own host, with no token in the URL', () => {
    const http = { protocol: 'http:', host: 'localhost:5173' } as Location;
    const https = { protocol: 'https:', host: 'play.example' } as Location;
    expect(walletSocketUrl('/wps/ws', http)).toBe('ws://localhost:5173/wps/ws');
    expect(walletSocketUrl('/wps/ws', https)).toBe('wss://play.example/wps/ws');
  });

  it('says who it is in its first message on every (re)connection', () => {
    connectWalletSocket({
      url: 'ws://x/wps/ws',
      token: 'secret-token',
      onEvent: () => undefined,
      createSocket: (url) => new FakeWebSocket(url),
      random: () => 1,
    });
    const first = FakeWebSocket.latest()!;
    expect(first.url).not.toContain('secret-token');
    first.open();
    expect(first.sent).toEqual([JSON.stringify({ type: 'auth', token: 'secret-token' })]);
    first.drop();
    vi.advanceTimersByTime(1_000);
    FakeWebSocket.latest()!.open();
    expect(FakeWebSocket.latest()!.sent).toHaveLength(1);
  });

  it('reconnects after drops, resyncs after a reconnect and stops for good on stop()', () => {
    const events: unknown[] = [];
    const onReconnect = vi.fn();
    const stop = connectWalletSocket({
      url: 'ws://x/wps/ws',
      token: 't'.repeat(43),
      onEvent: (e) => events.push(e),
      onReconnect,
      createSocket: (url) => new FakeWebSocket(url),
      random: () => 1,
    });
    const first = FakeWebSocket.latest()!;
    first.open();
    first.push({ type: 'balance', balance: '1.00', currencySymbol: '৳' });
    expect(events).toHaveLength(1);
    expect(onReconnect).not.toHaveBeenCalled();

    first.drop();
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // Fails again before opening: the wait doubles.
    FakeWebSocket.latest()!.drop();
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest()!.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);

    const last = FakeWebSocket.latest()!;
    stop();
    expect(last.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('does not retry a token the server refused (4401)', () => {
    connectWalletSocket({
      url: 'ws://x',
      token: 't'.repeat(43),
      onEvent: () => undefined,
      createSocket: (url) => new FakeWebSocket(url),
    });
    FakeWebSocket.latest()!.drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('a broadcast message', () => {
  it('reads member info and the inbox again within the spread, not at once', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      applyWalletEvent(queryClient, 'tok', { type: 'messages.new' });
      expect(invalidate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(BROADCAST_SPREAD_MS);
      expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([
        memberInfoQueryOptions('tok').queryKey,
        messagesKey('tok'),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
