import { EventEmitter } from 'node:events';

export type BrokerHandler = (channel: string, payload: string) => void;

/**
 * Carries a channel's frames to every server process (docs/engineering.md#realtime): whatever one
 * process publishes, each subscriber of each process receives, its own included.
 */
export interface ChannelBroker {
  publish(channel: string, payload: string): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(handler: BrokerHandler): () => void;
  close(): Promise<void>;
}

/** The default: one process, no Redis. */
export function createInProcessBroker(): ChannelBroker {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit('message', channel, payload);
    },
    subscribe(handler) {
      emitter.on('message', handler);
      return () => emitter.off('message', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
