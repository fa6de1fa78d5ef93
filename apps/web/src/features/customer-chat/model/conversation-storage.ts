import { z } from 'zod';
import type { ConversationAccess } from '../api/customer-chat-api';

const StoredConversationSchema = z.object({ id: z.string().min(1), token: z.string().min(1) });

/** One conversation per store and browser, so a reload reopens it. */
const storageKey = (slug: string) => `customerChat:${slug}`;

/** The conversation this browser has with the store, if any (a damaged entry counts as none). */
export function readConversation(slug: string): ConversationAccess | null {
  try {
    const stored = localStorage.getItem(storageKey(slug));
    if (stored === null) return null;
    const parsed = StoredConversationSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage is off (private mode in some browsers) or the entry is not JSON.
    return null;
  }
}

export function saveConversation(slug: string, access: ConversationAccess): void {
  try {
    localStorage.setItem(storageKey(slug), JSON.stringify({ id: access.id, token: access.token }));
  } catch {
    // Without storage the conversation lasts until the page closes.
  }
}

export function forgetConversation(slug: string): void {
  try {
    localStorage.removeItem(storageKey(slug));
  } catch {
    // Nothing was kept.
  }
}
