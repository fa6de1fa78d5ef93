import {
  type ChatHeadsQuerySchema,
  type ChatMessagesPage,
  type ChatMessagesQuerySchema,
  type SendChatMessageRequestSchema,
  type StartConversationRequestSchema,
} from '@olivia/contracts/chat';
import { TYPING_MARKER } from '@olivia/contracts/realtime';
import type { StartChatResponse } from '@olivia/contracts/realtime';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { notFound } from '../../lib/errors';
import type { EventBus, StoreEvent } from '../../lib/event-bus';
import { mapPage } from '../../lib/resource/list-page';
import { newToken, sha256 } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import { findStoreContact, type StoreContact } from '../accounts/public';
import { messageEvent, toConversation, toHeading, toMessage } from './chat-dto';
import {
  appendChatMessage,
  findChatMessages,
  findChatHead,
  insertChatHead,
  markChatRead,
  storeChatHeads,
  type ChatHeadRow,
} from './chat.repository';
import { emitWebhookEvent } from '../webhooks/public';

/** What the chat needs of the channel server (modules/realtime), given by the app. */
export interface ChatChannels {
  conversationChannelOf(headId: string): string;
  conversationSocket(storeId: string, headId: string): StartChatResponse;
}

/** A customer's way in: the conversation's id and its secret (header `chattoken`). */
export interface CustomerKey {
  id: string;
  token: string | undefined;
}

type Body<S extends z.ZodType> = z.output<S>;

/**
 * Live chat between a store and its customers (issue 12). Every message is stored first and
 * published after the commit, on the store's channel (every staff tab) and the conversation's
 * (its customer); typing and read receipts are published only to the other side.
 */
export function createChatService(deps: {
  db: Database;
  events: EventBus;
  channels: ChatChannels;
  now?: () => Date;
}) {
  const { db, events, channels } = deps;
  const now = deps.now ?? (() => new Date());

  const storeContact = async (by: { id: string } | { slug: string }): Promise<StoreContact> => {
    const store = await findStoreContact(db, by);
    if (!store) throw notFound();
    return store;
  };
  const storeHead = async (storeId: string, id: string) => {
    const head = await findChatHead(db, id, { storeId });
    if (!head) throw notFound();
    return head;
  };
  const customerHead = async (key: CustomerKey) => {
    const head = key.token
      ? await findChatHead(db, key.id, { tokenHash: sha256(key.token) })
      : undefined;
    if (!head) throw notFound();
    return head;
  };
  const heading = (head: ChatHeadRow, store: StoreContact) =>
    toHeading(head, store, channels.conversationChannelOf);

  async function thread(head: ChatHeadRow, query: Body<typeof ChatMessagesQuerySchema>) {
    const before = query.before === undefined ? undefined : BigInt(query.before);
    const rows = await findChatMessages(db, head.id, { before, size: query.size });
    const page: ChatMessagesPage = {
      content: rows.slice(0, query.size).reverse().map(toMessage),
      more: rows.length > query.size,
    };
    return page;
  }

  /** Stores a message; its events go out once the transaction has committed. */
  async function send(
    head: ChatHeadRow,
    fromClient: boolean,
    authorUserId: string | null,
    body: string,
  ) {
    return withTransaction(db, async (tx, afterCommit) => {
      const row = await appendChatMessage(tx, head, { fromClient, authorUserId, body, at: now() });
      const message = toMessage(row);
      if (fromClient) {
        await emitWebhookEvent({ tx, afterCommit }, head.storeId, 'chat.message', {
          message: { id: message.id, conversation: head.id, body, at: row.createdAt.toISOString() },
          customer: { name: head.clientName, email: head.clientEmail, phone: head.clientPhone },
        });
      }
      afterCommit(() => events.publish(messageEvent(message, head.storeId)));
      return message;
    });
  }

  const signal = (
    head: ChatHeadRow,
    to: 'store' | 'conversation',
    fields: Pick<StoreEvent, 'type' | 'message'> & { at: Date },
  ): void => {
    const at = fields.at.toISOString();
    events.publish({
      storeId: head.storeId,
      type: fields.type,
      message: fields.message,
      headid: head.id,
      datetime: at,
      createdat: at,
      to: { store: to === 'store', conversation: to === 'conversation' },
    });
  };

  return {
    // The store's side (every signed-in user of the store).
    async list(storeId: string, query: Body<typeof ChatHeadsQuerySchema>) {
      const [page, store] = await Promise.all([
        storeChatHeads.page(db, storeId, query),
        storeContact({ id: storeId }),
      ]);
      return mapPage(page, (head) => heading(head, store));
    },
    async get(storeId: string, id: string) {
      return heading(await storeHead(storeId, id), await storeContact({ id: storeId }));
    },
    async messages(storeId: string, id: string, query: Body<typeof ChatMessagesQuerySchema>) {
      return thread(await storeHead(storeId, id), query);
    },
    async reply(session: Session, id: string, body: Body<typeof SendChatMessageRequestSchema>) {
      return send(await storeHead(session.storeId, id), false, session.userId, body.message);
    },
    async readByStore(storeId: string, id: string) {
      const head = await markChatRead(db, (await storeHead(storeId, id)).id, 'store', now());
      signal(head, 'conversation', { type: 'read', message: '', at: head.storeReadAt ?? now() });
      return heading(head, await storeContact({ id: storeId }));
    },
    async storeTyping(storeId: string, id: string) {
      const [head, store] = await Promise.all([
        storeHead(storeId, id),
        storeContact({ id: storeId }),
      ]);
      signal(head, 'conversation', {
        type: 'chat',
        message: `${store.name} ${TYPING_MARKER}`,
        at: now(),
      });
    },

    // The customer's side (public, with the conversation's secret).
    async publicStore(slug: string) {
      const store = await storeContact({ slug });
      return { name: store.name, url: store.slug };
    },
    async start(slug: string, body: Body<typeof StartConversationRequestSchema>) {
      const store = await storeContact({ slug });
      const token = newToken();
      const head = await insertChatHead(db, {
        storeId: store.id,
        clientName: body.clientname,
        clientEmail: body.clientemail ?? '',
        clientPhone: body.clientphone ?? '',
        tokenHash: sha256(token),
      });
      return { conversation: toConversation(head, store), token };
    },
    async conversation(key: CustomerKey) {
      const head = await customerHead(key);
      return toConversation(head, await storeContact({ id: head.storeId }));
    },
    async conversationSocket(key: CustomerKey) {
      const head = await customerHead(key);
      return channels.conversationSocket(head.storeId, head.id);
    },
    async customerMessages(key: CustomerKey, query: Body<typeof ChatMessagesQuerySchema>) {
      return thread(await customerHead(key), query);
    },
    async customerSend(key: CustomerKey, body: Body<typeof SendChatMessageRequestSchema>) {
      return send(await customerHead(key), true, null, body.message);
    },
    async readByClient(key: CustomerKey) {
      const head = await markChatRead(db, (await customerHead(key)).id, 'client', now());
      signal(head, 'store', { type: 'read', message: '', at: head.clientReadAt ?? now() });
      return toConversation(head, await storeContact({ id: head.storeId }));
    },
    async customerTyping(key: CustomerKey) {
      const head = await customerHead(key);
      signal(head, 'store', {
        type: 'chat',
        message: `${head.clientName} ${TYPING_MARKER}`,
        at: now(),
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
