import { EventEmitter } from 'node:events';

/** SPEC §3's real-time message, addressed to one store. */
export interface StoreEvent {
  storeId: string;
  type: 'chat' | 'order' | 'credit' | 'debit';
  message: string;
  headid: string;
  datetime: string;
  createdat: string;
}

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
