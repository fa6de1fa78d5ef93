import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  CHANNEL_IDLE,
  createChannelConnection,
  type ChannelStatus,
} from '../../../lib/realtime/channel-connection';
import { isTransientStartChatError } from '../../../lib/realtime/start-chat';
import { openConversationSocket, type ConversationAccess } from '../api/customer-chat-api';
import { parseConversationFrame, type ConversationEvent } from '../model/conversation-frames';

interface ChannelHandlers {
  onEvent: (event: ConversationEvent) => void;
  /**
   * The server admitted the socket, first or again after a loss: what was said before this
   * moment was not heard on it (docs/engineering.md#realtime: fetch what was missed after the
   * admission).
   */
  onAdmitted: () => void;
  /** The socket closed: a typing indicator is stale. */
  onLost: () => void;
  /** The server no longer knows the conversation (404). */
  onGone: () => void;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
/** The public calls are rate-limited per address: a 429 passes, like a network failure. */
const isTransient = (error: unknown) =>
  isTransientStartChatError(error) || (error instanceof ApiError && error.status === 429);

/** Listens to the conversation's own channel while mounted; answers how the connection stands. */
export function useConversationChannel(access: ConversationAccess, handlers: ChannelHandlers) {
  const [status, setStatus] = useState<ChannelStatus>(CHANNEL_IDLE);
  const onEvent = useEffectEvent((event: ConversationEvent) => handlers.onEvent(event));
  const onAdmitted = useEffectEvent(() => handlers.onAdmitted());
  const onLost = useEffectEvent(() => handlers.onLost());
  const onStatus = useEffectEvent((next: ChannelStatus) => {
    setStatus(next);
    if (isGone(next.startError)) handlers.onGone();
  });

  useEffect(() => {
    const connection = createChannelConnection({
      start: (signal) => openConversationSocket(access, signal),
      parse: parseConversationFrame,
      onMessage: onEvent,
      onAdmitted,
      onLost,
      onStatus,
      isTransient,
    });
    connection.start();
    return () => connection.stop();
  }, [access]);

  return {
    reconnecting: status.reconnecting,
    /** The connection gave up: new replies show after a reload. */
    unavailable: status.webSocketError && !status.reconnecting,
  };
}
