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

/**
 * A conversation by its id, as its store sees it (`storeId`) or as its customer's secret opens it
 * (`tokenHash`, compared as hashes in the query).
 */
export async function findChatHead(
  db: Executor,
  id: string,
  owner: { storeId: string } | { tokenHash: string },
): Promise<ChatHeadRow | undefined> {
  const ownedBy =
    'storeId' in owner
      ? eq(chatHeads.storeId, owner.storeId)
      : eq(chatHeads.tokenHash, owner.tokenHash);
  const [row] = await db
    .select()
    .from(chatHeads)
    .where(and(eq(chatHeads.id, id), ownedBy));
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

/**
 * One side read the thread at `at`: the store (nothing of the customer's is unread any more) or
 * the customer.
 */
export async function markChatRead(
  db: Executor,
  headId: string,
  reader: 'store' | 'client',
  at: Date,
): Promise<ChatHeadRow> {
  const [row] = await db
    .update(chatHeads)
    .set(reader === 'store' ? { storeUnread: 0, storeReadAt: at } : { clientReadAt: at })
    .where(eq(chatHeads.id, headId))
    .returning();
  if (!row) throw new Error('chat head vanished');
  return row;
}
