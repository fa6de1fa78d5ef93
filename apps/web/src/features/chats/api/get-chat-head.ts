import type { MessageHeading } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function getChatHead(id: string, signal?: AbortSignal): Promise<MessageHeading> {
  return callEndpoint(chatEndpoints.get, { params: { id }, signal });
}

interface OpenHeadingSource {
  /** The conversations the list loaded. */
  heads: readonly MessageHeading[];
  /** Whether the list has answered: until then, the open one may still come with it. */
  listReady: boolean;
}

/**
 * The open conversation: from the list on screen when it holds it, otherwise (a link to one
 * further down, or outside the search) fetched on its own.
 */
export function useChatHead(id: string | null, { heads, listReady }: OpenHeadingSource) {
  const listed = id === null ? undefined : heads.find((head) => head.id === id);
  const query = useQuery({
    queryKey: chatKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getChatHead(id ?? '', signal),
    enabled: id !== null && listReady && listed === undefined,
  });
  return { heading: listed ?? (id === null ? undefined : query.data), query };
}

/** The open conversation as the screen reads it: the heading, and the query that may fetch it. */
export type OpenChatHead = ReturnType<typeof useChatHead>;
