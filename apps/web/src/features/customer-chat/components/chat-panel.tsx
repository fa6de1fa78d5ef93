import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatPanelProps {
  storeName: string;
  /** The line under the store's name: an invitation, or how the connection stands. */
  status: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The open chat: full-screen on a phone, a 360×560 card above the button on a wider screen.
 * Escape closes it; on opening, the element marked `data-autofocus` takes the focus.
 */
export function ChatPanel({ storeName, status, onClose, children }: ChatPanelProps) {
  const { t } = useTranslation('customerChat');
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby="customer-chat-title"
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white sm:inset-auto sm:right-4 sm:bottom-22 sm:h-140 sm:max-h-[calc(100dvh-7rem)] sm:w-90 sm:rounded-2xl sm:border sm:border-gray-100 sm:shadow-2xl dark:bg-gray-900 sm:dark:border-gray-800"
    >
      <header className="flex items-start gap-3 bg-primary px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id="customer-chat-title" className="truncate text-base font-bold">
            {storeName}
          </h2>
          <p role="status" className="text-xs text-white/85">
            {status}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('panel.close')}
          className="rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {children}
    </section>
  );
}
