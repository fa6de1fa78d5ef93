import { CHAT_TOKEN_HEADER } from '@olivia/contracts/chat';

/** What reopens a customer's conversation: its id and its secret (kept per store, see storage). */
export interface ConversationAccess {
  id: string;
  token: string;
}

/** The conversation's id as a path parameter and its secret in the `chattoken` header. */
export function accessOptions(access: ConversationAccess, signal?: AbortSignal) {
  return {
    params: { id: access.id },
    headers: { [CHAT_TOKEN_HEADER]: access.token },
    signal,
  };
}
