import type { MessageHeading } from '@olivia/contracts/chat';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ChatThreadHeaderProps {
  heading: MessageHeading;
  /** Back to the list (the only way there on a phone, where one pane shows at a time). */
  onBack: () => void;
}

/** Who the open conversation is with, and how else to reach them. */
export function ChatThreadHeader({ heading, onBack }: ChatThreadHeaderProps) {
  const { t } = useTranslation('chats');
  const linkClass = 'inline-flex min-w-0 items-center gap-1 hover:text-primary hover:underline';
  return (
    <header className="flex items-center gap-3 border-b border-gray-100 px-4 py-3 dark:border-gray-800">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('thread.back')}
        className="-ms-2 rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary lg:hidden dark:text-gray-300 dark:hover:bg-gray-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      </button>
      <div className="min-w-0">
        <h2 className="truncate text-base font-semibold text-dark dark:text-white">
          {heading.clientname}
        </h2>
        <ul
          aria-label={t('thread.contact')}
          className="flex flex-wrap gap-x-4 text-xs text-gray-500 dark:text-gray-400"
        >
          {heading.clientemail && (
            <li className="min-w-0">
              <a href={`mailto:${heading.clientemail}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{heading.clientemail}</span>
              </a>
            </li>
          )}
          {heading.clientphone && (
            <li>
              <a href={`tel:${heading.clientphone}`} className={linkClass}>
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                {heading.clientphone}
              </a>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
