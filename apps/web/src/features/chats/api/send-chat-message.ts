import type { ChatMessage, SendChatMessageRequest } from '@olivia/contracts/chat';
import { chatEndpoints } from '@olivia/contracts/chat-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { recordMessage } from './chat-cache';
import { chatKeys } from './chat-keys';

export interface SendChatMessageVariables {
  headid: string;
  body: SendChatMessageRequest;
}

/** The store's reply; the answer is the stored message (also published on the channel). */
export function sendChatMessage({ headid, body }: SendChatMessageVariables): Promise<ChatMessage> {
  return callEndpoint(chatEndpoints.send, { params: { id: headid }, body });
}

/** Sends a reply and puts the stored message in its thread and list, once, echo or not. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.send(),
    mutationFn: sendChatMessage,
    onSuccess: (message) => {
      if (!recordMessage(queryClient, message)) {
        return queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      }
      return undefined;
    },
  });
}
