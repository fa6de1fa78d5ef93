import type { MessageHeading } from '@olivia/contracts/chat';
import { useState } from 'react';
import { useAnnounceTyping, useChatMessages, useSendChatMessage } from '../api/chats-api';
import { useMarkReadWhenSeen } from '../hooks/use-mark-read-when-seen';
import { ChatComposer } from './chat-composer';
import { ChatThreadHeader } from './chat-thread-header';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';

interface ChatThreadProps {
  heading: MessageHeading;
  /** The customer's name while they type here. */
  typingName: string | undefined;
  onBack: () => void;
}

/** One conversation: who with, its history, the customer typing, and the reply box. */
export function ChatThread({ heading, typingName, onBack }: ChatThreadProps) {
  const thread = useChatMessages(heading.id);
  const send = useSendChatMessage();
  const announceTyping = useAnnounceTyping(heading.id);
  useMarkReadWhenSeen(heading);
  /** The messages on screen when the last reply was sent: its echo is none of them. */
  const [shownAtSend, setShownAtSend] = useState<ReadonlySet<string>>(new Set());

  const sending = send.isPending && send.variables.headid === heading.id;
  const text = sending ? send.variables.body.message : null;
  const stored = thread.messages.some(
    (m) => !m.fromclient && m.message === text && !shownAtSend.has(m.id),
  );
  const pending = text !== null && !stored ? text : null;

  const onSend = (message: string) => {
    setShownAtSend(new Set(thread.messages.map((m) => m.id)));
    return send.mutateAsync({ headid: heading.id, body: { message } });
  };

  return (
    <section aria-label={heading.clientname} className="flex h-full min-h-0 flex-col">
      <ChatThreadHeader heading={heading} onBack={onBack} />
      <MessageList heading={heading} thread={thread} pending={pending} />
      <TypingIndicator
        name={typingName === undefined ? undefined : typingName || heading.clientname}
      />
      <ChatComposer
        clientName={heading.clientname}
        onSend={onSend}
        sending={sending}
        onTyping={announceTyping}
      />
    </section>
  );
}
