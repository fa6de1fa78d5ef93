import type { CustomerConversation, StartConversationResponse } from '@olivia/contracts/chat';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationAccess } from '../api/customer-chat-api';
import {
  forgetConversation,
  readConversation,
  saveConversation,
} from '../model/conversation-storage';
import { ChatPanel } from './chat-panel';
import { ConversationView } from './conversation-view';
import { StartForm } from './start-form';

interface ChatSessionProps {
  slug: string;
  storeName: string;
  open: boolean;
  onClose: () => void;
  /** A reply arrived while the panel was closed. */
  onUnread: () => void;
}

interface Session {
  access: ConversationAccess;
  /** As the start call answered it; a reopened conversation is fetched. */
  conversation?: CustomerConversation;
}

/**
 * The customer's conversation with the store: the form that opens one, or the conversation this
 * browser keeps for the store. One the server no longer knows is forgotten, and the form returns.
 */
export function ChatSession({ slug, storeName, open, onClose, onUnread }: ChatSessionProps) {
  const { t } = useTranslation('customerChat');
  const [session, setSession] = useState<Session | null>(() => {
    const access = readConversation(slug);
    return access ? { access } : null;
  });

  const forget = useCallback(() => {
    forgetConversation(slug);
    setSession(null);
  }, [slug]);

  const started = ({ conversation, token }: StartConversationResponse) => {
    const access = { id: conversation.id, token };
    saveConversation(slug, access);
    setSession({ access, conversation });
  };

  if (session === null) {
    if (!open) return null;
    return (
      <ChatPanel storeName={storeName} status={t('panel.intro')} onClose={onClose}>
        <StartForm slug={slug} onStarted={started} />
      </ChatPanel>
    );
  }
  return (
    <ConversationView
      key={session.access.id}
      access={session.access}
      initialConversation={session.conversation}
      storeName={storeName}
      open={open}
      onClose={onClose}
      onUnread={onUnread}
      onGone={forget}
    />
  );
}
