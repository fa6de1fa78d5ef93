import type { StartConversationRequest, StartConversationResponse } from '@olivia/contracts/chat';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerChatKeys } from './customer-chat-keys';

/** Opens a conversation with the store: the conversation and the secret that reopens it. */
export function startConversation(
  slug: string,
  body: StartConversationRequest,
): Promise<StartConversationResponse> {
  return callEndpoint(publicChatEndpoints.start, { params: { slug }, body });
}

export function useStartConversation(slug: string) {
  return useMutation({
    mutationKey: customerChatKeys.start(slug),
    mutationFn: (body: StartConversationRequest) => startConversation(slug, body),
  });
}
