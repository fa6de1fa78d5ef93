import type { MessageHeading } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { updateHeading } from './chat-cache';
import { chatKeys } from './chat-keys';

/** Everything the customer sent so far is read: their widget shows it seen. */
export function markChatRead(id: string): Promise<MessageHeading> {
  return callEndpoint(chatEndpoints.read, { params: { id } });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.read(),
    mutationFn: markChatRead,
    onSuccess: (_heading, id) => updateHeading(queryClient, id, (head) => ({ ...head, unread: 0 })),
  });
}
