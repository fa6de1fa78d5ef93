import { Redis } from 'ioredis';
import type { BrokerHandler, ChannelBroker } from './broker';

/**
 * Redis pub/sub between server processes (REDIS_URL): one connection publishes, one listens
 * (a subscribed connection can do nothing else). Every process hears every channel under the
 * prefix; ADR 0013 says when to move to one subscription per channel. Frames published while
 * Redis is unreachable are lost: a client refetches what it missed when it reconnects.
 */
export async function createRedisBroker(options: {
  url: string;
  prefix: string;
  onError: (error: unknown) => void;
}): Promise<ChannelBroker> {
  const base = `${options.prefix}:rt:`;
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url);
  publisher.on('error', options.onError);
  subscriber.on('error', options.onError);
  const handlers = new Set<BrokerHandler>();
  subscriber.on('pmessage', (_pattern: string, redisChannel: string, payload: string) => {
    const channel = redisChannel.slice(base.length);
    for (const handler of handlers) handler(channel, payload);
  });
  // Ready only once subscribed, so nothing published after start-up is missed.
  await subscriber.psubscribe(`${base}*`);
  return {
    async publish(channel, payload) {
      await publisher.publish(base + channel, payload);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
