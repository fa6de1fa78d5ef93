import { useTranslation } from 'react-i18next';

interface TypingIndicatorProps {
  /** The customer's name while they type; undefined otherwise. */
  name: string | undefined;
}

/**
 * "<name> is typing…" under the thread, announced politely; the region stays for screen readers.
 */
export function TypingIndicator({ name }: TypingIndicatorProps) {
  const { t } = useTranslation('chats');
  return (
    <p role="status" className="h-5 px-4 text-xs text-primary italic">
      {name !== undefined && t('thread.typing', { name })}
    </p>
  );
}
