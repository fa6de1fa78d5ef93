import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource/list-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { OpenChatHead } from '../api/chats-api';
import { ChatThread } from './chat-thread';

interface ThreadPaneProps {
  openId: string | null;
  open: OpenChatHead;
  typingName: string | undefined;
  onBack: () => void;
}

const centred = 'flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-sm';

/** The right pane: the open conversation, or what to do when none is (or can be) open. */
export function ThreadPane({ openId, open, typingName, onBack }: ThreadPaneProps) {
  const { t } = useTranslation('chats');
  const { heading, query } = open;

  if (openId === null) {
    return (
      <div className={`${centred} text-gray-500 dark:text-gray-400`}>
        <MessagesSquare aria-hidden="true" className="size-10 text-primary/40" />
        {t('thread.choose')}
      </div>
    );
  }
  if (heading) {
    return (
      <ChatThread key={heading.id} heading={heading} typingName={typingName} onBack={onBack} />
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className={centred}>
        {missing ? (
          <p className="text-gray-500 dark:text-gray-400">{t('thread.notFound')}</p>
        ) : (
          <ListError
            text={t('thread.loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
        <BackLink label={t('thread.back')} onBack={onBack} />
      </div>
    );
  }
  return (
    <p className={`${centred} text-gray-500`}>
      <Spinner /> {t('thread.loading')}
    </p>
  );
}

function BackLink({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="text-sm font-semibold text-primary hover:underline lg:hidden"
    >
      {label}
    </button>
  );
}
