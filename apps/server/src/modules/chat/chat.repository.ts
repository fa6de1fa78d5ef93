import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { ChatHeadsQuerySchema } from '@olivia/contracts/chat';
import type { Executor } from '../../db/client';
import { chatHeads, chatMessages } from '../../db/schema/chat';
import { defineList } from '../../lib/resource/list.repository';

export type ChatHeadRow = typeof chatHeads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The store's conversations (the kit's list): newest message first by default. */
export const storeChatHeads = defineList(ChatHeadsQuerySchema, {
  table: chatHeads,
  store: chatHeads.storeId,
  id: chatHeads.id,
  sorts: {
    lastmessageat: chatHeads.lastMessageAt,
    createdat: chatHeads.createdAt,
    clientname: chatHeads.clientName,
  },
  search: [chatHeads.clientName, chatHeads.clientEmail, chatHeads.clientPhone],
  filters: { unread: () => gt(chatHeads.storeUnread, 0) },
});

export async function insertChatHead(
  db: Executor,
  head: Pick<
    typeof chatHeads.$inferInsert,
    'storeId' | 'clientName' | 'clientEmail' | 'clientPhone' | 'tokenHash'
  >,
): Promise<ChatHeadRow> {
  const [row] = await db.insert(chatHeads).values(head).returning();
  if (!row) throw new Error('insert into chat_heads returned nothing');
  return row;
}

/** The store's conversation, locked for a change when `forUpdate`. */
export async function findStoreChatHead(
  db: Executor,
  storeId: string,
  id: string,
  forUpdate = false,
): Promise<ChatHeadRow | undefined> {
  const query = db
    .select()
    .from(chatHeads)
    .where(and(eq(chatHeads.storeId, storeId), eq(chatHeads.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The conversation its customer's secret opens (compared as hashes in the query). */
export async function findCustomerChatHead(
  db: Executor,
  id: string,
  tokenHash: string,
  forUpdate = false,
): Promise<ChatHeadRow | undefined> {
  const query = db
    .select()
    .from(chatHeads)
    .where(and(eq(chatHeads.id, id), eq(chatHeads.tokenHash, tokenHash)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** A message, and the conversation's last message and unread count with it. */
export async function appendChatMessage(
  db: Executor,
  head: ChatHeadRow,
  message: { fromClient: boolean; authorUserId: string | null; body: string; at: Date },
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      headId: head.id,
      storeId: head.storeId,
      fromClient: message.fromClient,
      authorUserId: message.authorUserId,
      body: message.body,
      createdAt: message.at,
    })
    .returning();
  if (!row) throw new Error('insert into chat_messages returned nothing');
  await db
    .update(chatHeads)
    .set({
      lastMessage: message.body,
      lastMessageAt: message.at,
      lastFromClient: message.fromClient,
      storeUnread: message.fromClient ? sql`${chatHeads.storeUnread} + 1` : chatHeads.storeUnread,
    })
    .where(eq(chatHeads.id, head.id));
  return row;
}

/** A page of a thread, newest first: `size + 1` rows, so the caller knows if more remain. */
export function findChatMessages(
  db: Executor,
  headId: string,
  page: { before?: bigint; size: number },
): Promise<ChatMessageRow[]> {
  const older = page.before === undefined ? undefined : lt(chatMessages.id, page.before);
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.headId, headId), older))
    .orderBy(desc(chatMessages.id))
    .limit(page.size + 1);
}

/** The store read the thread at `at`: nothing of the customer's is unread any more. */
export async function markReadByStore(
  db: Executor,
  headId: string,
  at: Date,
): Promise<ChatHeadRow> {
  const [row] = await db
    .update(chatHeads)
    .set({ storeUnread: 0, storeReadAt: at })
    .where(eq(chatHeads.id, headId))
    .returning();
  if (!row) throw new Error('chat head vanished');
  return row;
}

export async function markReadByClient(
  db: Executor,
  headId: string,
  at: Date,
): Promise<ChatHeadRow> {
  const [row] = await db
    .update(chatHeads)
    .set({ clientReadAt: at })
    .where(eq(chatHeads.id, headId))
    .returning();
  if (!row) throw new Error('chat head vanished');
  return row;
}
