import type { Executor } from '../db/client';
import { newToken, sha256 } from '../lib/secrets';
import { appendChatMessage, insertChatHead, markChatRead } from '../modules/chat/chat.repository';

interface DemoConversation {
  clientName: string;
  clientEmail?: string;
  clientPhone?: string;
  /** Minutes ago each message was sent; `true` marks the customer's. */
  messages: [minutesAgo: number, fromClient: boolean, body: string][];
  /** Whether the store has read the customer's messages. */
  read: boolean;
}

const conversations: DemoConversation[] = [
  {
    clientName: 'Chioma Nwosu',
    clientEmail: 'chioma.nwosu@example.com',
    read: false,
    messages: [
      [42, true, 'Good afternoon! Do you still have the indigo adire in 6 yards?'],
      [40, false, 'Good afternoon Chioma, yes we do. Would you like it delivered?'],
      [12, true, 'Yes please, to Surulere. How much is delivery?'],
    ],
  },
  {
    clientName: 'Musa Ibrahim',
    clientPhone: '+2348025550134',
    read: true,
    messages: [
      [3 * 60 * 24, true, 'Hello, is the ankara bundle available in green?'],
      [3 * 60 * 24 - 30, false, 'Hi Musa, green is back in stock from Friday.'],
      [3 * 60 * 24 - 35, true, 'Great, thank you. I will check back then.'],
    ],
  },
];

/** A few conversations on the demo store's /chats screen, one of them waiting for an answer. */
export async function seedDemoChats(tx: Executor, storeId: string, now = new Date()) {
  for (const conversation of conversations) {
    const head = await insertChatHead(tx, {
      storeId,
      clientName: conversation.clientName,
      clientEmail: conversation.clientEmail ?? '',
      clientPhone: conversation.clientPhone ?? '',
      // Demo customers never come back: nobody holds the secret.
      tokenHash: sha256(newToken()),
    });
    for (const [minutesAgo, fromClient, body] of conversation.messages) {
      const at = new Date(now.getTime() - minutesAgo * 60_000);
      // Whoever answers has read what came before.
      if (!fromClient) await markChatRead(tx, head.id, 'store', at);
      await appendChatMessage(tx, head, { fromClient, authorUserId: null, body, at });
    }
    if (conversation.read) await markChatRead(tx, head.id, 'store', now);
  }
}
