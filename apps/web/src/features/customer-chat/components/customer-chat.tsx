import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/use-hydrated';
import { readConversation } from '../model/conversation-storage';

/** The panel, the thread and the live connection: fetched when first needed, not with the page. */
const ChatSession = lazy(() =>
  import('./chat-session').then((module) => ({ default: module.ChatSession })),
);

interface CustomerChatProps {
  /** The store's public address (`?store=<slug>`). */
  slug: string;
  storeName: string;
}

/**
 * A store's chat for its customers, like a messenger bubble: a round button bottom-right that
 * opens the panel. A browser that already talks with the store listens from the start, so a
 * reply that comes while the panel is closed puts a dot on the button.
 */
export function CustomerChat(props: CustomerChatProps) {
  // The button waits for its catalogue on its own, not by blanking the page around it.
  return (
    <Suspense fallback={null}>
      <Launcher {...props} />
    </Suspense>
  );
}

function Launcher({ slug, storeName }: CustomerChatProps) {
  const { t } = useTranslation('customerChat');
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(false);
  const [started, setStarted] = useState(false);
  const hydrated = useHydrated();
  // A browser that talks with the store already listens from the start; read once hydrated, so
  // the first render matches the page the server rendered (no conversation there).
  const loaded = started || (hydrated && readConversation(slug) !== null);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closing gives the focus back to the button (shown again once the panel is gone).
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const showUnread = useCallback(() => setUnread(true), []);
  const toggle = () => {
    setStarted(true);
    setUnread(false);
    setOpen((value) => !value);
  };

  const label = open
    ? t('launcher.close')
    : t(unread ? 'launcher.openUnread' : 'launcher.open', { store: storeName });

  return (
    <>
      {loaded && (
        <Suspense fallback={open ? <PanelLoading label={t('panel.loading')} /> : null}>
          <ChatSession
            slug={slug}
            storeName={storeName}
            open={open}
            onClose={close}
            onUnread={showUnread}
          />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        onClick={toggle}
        aria-label={label}
        aria-expanded={open}
        className={`fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg transition hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${open ? 'max-sm:hidden' : ''}`}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
        {unread && !open && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-danger ring-2 ring-white dark:ring-gray-950"
          />
        )}
      </button>
    </>
  );
}

/** Where the panel appears while its code loads. */
function PanelLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white text-primary sm:inset-auto sm:right-4 sm:bottom-22 sm:h-140 sm:w-90 sm:rounded-2xl sm:shadow-2xl dark:bg-gray-900"
    >
      <Spinner className="size-6" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
