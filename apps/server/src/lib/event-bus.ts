import { EventEmitter } from 'node:events';
import type { CodedNotification } from '@olivia/contracts/realtime-message';

/**
 * docs/product/records.md's real-time message, addressed to one store (and, for chat, a
 * conversation).
 */
interface StoreEventFields {
  storeId: string;
  /** 'read' is a read receipt: it updates a thread, and is never a notification. */
  type: 'chat' | 'order' | 'credit' | 'debit' | 'read';
  message: string;
  headid: string;
  datetime: string;
  createdat: string;
  /** A chat message's id, and whether its customer sent it. */
  id?: string;
  fromclient?: boolean;
  /**
   * Where it goes: the store's channel (every open back-office tab) unless `store` is false,
   * and the conversation's (`headid`, its customer's widget) when `conversation` is true.
   */
  to?: { store?: boolean; conversation?: boolean };
}

/**
 * A store event. A notification carries its code and the values its text needs, exactly those
 * NOTIFICATION_PARAMS names for the code (so each reader gets `message` in their language, every
 * placeholder filled); chat messages and read receipts carry neither.
 */
export type StoreEvent = StoreEventFields &
  (CodedNotification | { code?: undefined; params?: undefined });

/**
 * In-process events, published after the database commit. The realtime hub subscribes and
 * fans them out to sockets (and to other server processes over Redis when configured).
 */
export function createEventBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event: StoreEvent): void {
      emitter.emit('event', event);
    },
    subscribe(handler: (event: StoreEvent) => void): () => void {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
