import type { StartChatResponse } from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { ApiError, callEndpoint, INVALID_RESPONSE_MESSAGE, isServerError } from '../api-client';
import { serverTextOr } from '../messages';

/** docs/product/rules.md start-chat: the texts shown when it fails, word for word. */
export const START_CHAT_ERRORS = {
  badRequest: 'Something went wrong. Please try again later.',
  network: 'Please check your internet connection and try again.',
  fallback: 'Failed to start chat',
} as const;

/**
 * docs/api.md `GET chat/start-chat`: the store's channel and a single-use token to open it. The
 * answer is kept under the local-storage keys of docs/product/client-settings.md (sign-out removes
 * them).
 */
export async function startChat(signal: AbortSignal): Promise<StartChatResponse> {
  const session = await callEndpoint(realtimeEndpoints.startChat, { signal });
  // Signed out while the answer was on its way: that store's channel is not kept.
  signal.throwIfAborted();
  localStorage.setItem('apiKey', session.apikey);
  localStorage.setItem('channel', session.channel);
  localStorage.setItem('clusterId', session.clusterid);
  localStorage.setItem('chatToken', session.jwt);
  return session;
}

/**
 * docs/product/rules.md: 'Bad Request', no connection, the server's own text, or 'Failed to start
 * chat'.
 */
export function startChatErrorMessage(error: unknown): string {
  if (isServerError(error, 'badRequest')) return START_CHAT_ERRORS.badRequest;
  if (error instanceof ApiError && error.isNetworkError) return START_CHAT_ERRORS.network;
  // An answer of the wrong shape carries no text meant for the merchant.
  if (error instanceof ApiError && error.message === INVALID_RESPONSE_MESSAGE) {
    return START_CHAT_ERRORS.fallback;
  }
  // SPEC §8: the server's own words are shown whatever the status, a 5xx's too.
  if (error instanceof ApiError && error.serverWorded && error.message) return error.message;
  return serverTextOr(error, START_CHAT_ERRORS.fallback);
}

/**
 * Whether asking again later may work: the network or the server failed. A refusal (4xx, a bad
 * answer) will not change by itself, so the connection stops there.
 */
export function isTransientStartChatError(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.status >= 500);
}
