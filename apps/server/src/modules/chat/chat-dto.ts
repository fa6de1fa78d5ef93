import type { ChatMessage, CustomerConversation, MessageHeading } from '@olivia/contracts/chat';
import type { StoreEvent } from '../../lib/event-bus';
import type { StoreContact } from '../accounts/public';
import type { ChatHeadRow, ChatMessageRow } from './chat.repository';

const iso = (at: Date | null) => at?.toISOString() ?? '';

/** docs/product/records.md Message heading, as the store's staff see it. */
export function toHeading(
  head: ChatHeadRow,
  store: StoreContact,
  channelOf: (headId: string) => string,
): MessageHeading {
  return {
    id: head.id,
    url: store.slug,
    createdat: iso(head.createdAt),
    channel: channelOf(head.id),
    clientemail: head.clientEmail,
    clientphone: head.clientPhone,
    clientname: head.clientName,
    email: store.email,
    name: store.name,
    lastmessage: head.lastMessage,
    lastmessageat: iso(head.lastMessageAt),
    lastfromclient: head.lastFromClient,
    unread: head.storeUnread,
    clientreadat: iso(head.clientReadAt),
  };
}

/** The conversation as its customer sees it (nothing about other customers or the staff). */
export function toConversation(head: ChatHeadRow, store: StoreContact): CustomerConversation {
  return {
    id: head.id,
    storename: store.name,
    clientname: head.clientName,
    createdat: iso(head.createdAt),
    storereadat: iso(head.storeReadAt),
  };
}

/** docs/product/records.md Message. */
export function toMessage(row: ChatMessageRow): ChatMessage {
  const at = iso(row.createdAt);
  return {
    id: row.id.toString(),
    headid: row.headId,
    message: row.body,
    type: 'chat',
    datetime: at,
    createdat: at,
    fromclient: row.fromClient,
  };
}

/** A stored message on the store's channel and the conversation's: both sides see it live. */
export const messageEvent = (message: ChatMessage, storeId: string): StoreEvent => ({
  storeId,
  ...message,
  to: { store: true, conversation: true },
});
