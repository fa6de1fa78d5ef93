import { ChatMessageSchema, type ChatMessage } from '@olivia/contracts/chat';
import { READ_RECEIPT_TYPE, TYPING_MARKER } from '@olivia/contracts/realtime';
import { z } from 'zod';
import { readChannelFrame, type ChannelFrame } from '../../../lib/realtime/frames';

/** What happens on a conversation's channel, as the customer's widget sees it. */
export type ConversationEvent =
  | { kind: 'message'; message: ChatMessage }
  /** The store is typing (its frame repeats while it does). */
  | { kind: 'typing' }
  /** The store read the thread up to `datetime`. */
  | { kind: 'read'; datetime: string };

const TypingFrameSchema = z.object({
  type: z.literal('chat'),
  message: z.string().includes(TYPING_MARKER),
  id: z.undefined().optional(),
  fromclient: z.literal(false).optional(),
});
const ReadFrameSchema = z.object({ type: z.literal(READ_RECEIPT_TYPE), datetime: z.string() });

function eventOf(json: unknown): ConversationEvent | null {
  const message = ChatMessageSchema.safeParse(json);
  if (message.success) return { kind: 'message', message: message.data };
  if (TypingFrameSchema.safeParse(json).success) return { kind: 'typing' };
  const read = ReadFrameSchema.safeParse(json);
  return read.success ? { kind: 'read', datetime: read.data.datetime } : null;
}

/**
 * A conversation channel's frame: the server's admission, a chat message (`fromclient` true for
 * the customer's own, e.g. from another tab), the store typing, a read receipt, or null.
 */
export function parseConversationFrame(data: unknown): ChannelFrame<ConversationEvent> {
  return readChannelFrame(data, eventOf);
}
