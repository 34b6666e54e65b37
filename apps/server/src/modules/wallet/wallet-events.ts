import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ChatEvent } from '@portal/contracts/chat';
import type { WalletEvent } from '@portal/contracts/wallet';

/** Internal: these sessions ended; their sockets close. Never sent to a browser. */
export interface SessionEndedEvent {
  type: 'session.ended';
  sessionIds: number[];
}

/** What travels on a member's channel: events for the browser, and session ends. */
export type MemberEvent = WalletEvent | SessionEndedEvent;

/** Live chat's channels: one member's chat sockets, or a white label's chat desk. */
export type ChatChannel = { member: number } | { desk: number };

/**
 * Pushes wallet events to a member's open sockets. With Redis, every node subscribes to the
 * channels of the members connected to it, so an event published on one node reaches a socket
 * on any other; without Redis the events stay in this process.
 */
export interface WalletEvents {
  publish(memberId: number, event: MemberEvent): Promise<void>;
  /** Starts listening; the returned function stops. */
  subscribe(memberId: number, listener: (event: MemberEvent) => void): () => void;
  /** To every open socket of a white label (a message for many members). */
  publishSite(merchantId: number, event: WalletEvent): Promise<void>;
  subscribeSite(merchantId: number, listener: (event: MemberEvent) => void): () => void;
  /** Live chat: to a member's chat sockets or a white label's desk sockets, on every node. */
  publishChat(channel: ChatChannel, event: ChatEvent): Promise<void>;
  subscribeChat(channel: ChatChannel, listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

const channelOf = (memberId: number) => `portal:member:${memberId}`;
const siteChannelOf = (merchantId: number) => `portal:site:${merchantId}`;
const chatChannelOf = (channel: ChatChannel) =>
  'member' in channel ? `portal:chat:member:${channel.member}` : `portal:chat:desk:${channel.desk}`;

function localBus() {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return bus;
}

export function createLocalWalletEvents(): WalletEvents {
  const bus = localBus();
  const on = <E>(channel: string, listener: (event: E) => void) => {
    bus.on(channel, listener);
    return () => void bus.off(channel, listener);
  };
  return {
    publish: async (memberId, event) => void bus.emit(channelOf(memberId), event),
    subscribe: (memberId, listener) => on(channelOf(memberId), listener),
    publishSite: async (merchantId, event) => void bus.emit(siteChannelOf(merchantId), event),
    subscribeSite: (merchantId, listener) => on(siteChannelOf(merchantId), listener),
    publishChat: async (channel, event) => void bus.emit(chatChannelOf(channel), event),
    subscribeChat: (channel, listener) => on(chatChannelOf(channel), listener),
    close: async () => void bus.removeAllListeners(),
  };
}

export function createRedisWalletEvents(url: string): WalletEvents {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const bus = localBus();
  subscriber.on('message', (channel: string, message: string) => {
    try {
      bus.emit(channel, JSON.parse(message) as MemberEvent | ChatEvent);
    } catch {
      // A malformed message is dropped: nothing a socket could use.
    }
  });
  // One Redis subscription per channel this node has listeners on.
  const on = <E>(channel: string, listener: (event: E) => void) => {
    if (bus.listenerCount(channel) === 0) void subscriber.subscribe(channel).catch(() => {});
    bus.on(channel, listener);
    return () => {
      bus.off(channel, listener);
      if (bus.listenerCount(channel) === 0) void subscriber.unsubscribe(channel).catch(() => {});
    };
  };
  return {
    async publish(memberId, event) {
      await publisher.publish(channelOf(memberId), JSON.stringify(event));
    },
    subscribe: (memberId, listener) => on(channelOf(memberId), listener),
    async publishSite(merchantId, event) {
      await publisher.publish(siteChannelOf(merchantId), JSON.stringify(event));
    },
    subscribeSite: (merchantId, listener) => on(siteChannelOf(merchantId), listener),
    async publishChat(channel, event) {
      await publisher.publish(chatChannelOf(channel), JSON.stringify(event));
    },
    subscribeChat: (channel, listener) => on(chatChannelOf(channel), listener),
    async close() {
      bus.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
