import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { MAX_SOCKETS_PER_CHANNEL } from '@olivia/contracts/realtime';
import type { ChannelBroker } from './broker';

/** An authenticated socket on a channel. */
export interface Membership {
  /** Sends a client's frame to the channel's other sockets, in every process. */
  relay(frame: string): void;
  leave(): void;
}

/**
 * Who listens on which channel in this process, and delivery to them. Every frame goes through
 * the broker, even to sockets of this process, so one path serves one process or many. The
 * broker carries `<sender id>\n<frame>`: the sender's own process skips it unless it asked for
 * notify_self; a server event has no sender.
 */
type Members = Map<string, { socket: WebSocket; notifySelf: boolean }>;

export function createChannelHub(broker: ChannelBroker, onError: (error: unknown) => void) {
  const channels = new Map<string, Members>();
  const send = (channel: string, sender: string, frame: string) =>
    broker.publish(channel, `${sender}\n${frame}`).catch(onError);

  const unsubscribe = broker.subscribe((channel, envelope) => {
    const members = channels.get(channel);
    const cut = envelope.indexOf('\n');
    if (!members || cut < 0) return;
    const sender = envelope.slice(0, cut);
    // Encoded once for every socket of the channel.
    const frame = Buffer.from(envelope.slice(cut + 1));
    for (const [id, member] of members) {
      if (id === sender && !member.notifySelf) continue;
      if (member.socket.readyState === member.socket.OPEN) {
        member.socket.send(frame, { binary: false });
      }
    }
  });

  return {
    /** Null when the channel already has its fill of sockets in this process. */
    join(channel: string, socket: WebSocket, notifySelf: boolean): Membership | null {
      const id = randomUUID();
      const members: Members = channels.get(channel) ?? new Map();
      if (members.size >= MAX_SOCKETS_PER_CHANNEL) return null;
      channels.set(channel, members.set(id, { socket, notifySelf }));
      return {
        relay: (frame) => void send(channel, id, frame),
        leave() {
          members.delete(id);
          if (members.size === 0 && channels.get(channel) === members) channels.delete(channel);
        },
      };
    },
    /** A server event to every socket of the channel. */
    publish: (channel: string, frame: string) => send(channel, '', frame),
    close: unsubscribe,
  };
}

export type ChannelHub = ReturnType<typeof createChannelHub>;
