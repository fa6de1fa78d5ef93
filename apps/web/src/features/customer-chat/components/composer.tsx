import { SendChatMessageRequestSchema, type ChatMessage } from '@olivia/contracts/chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../components/ui/text-field';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { useSendConversationMessage, type ConversationAccess } from '../api/customer-chat-api';
import { useTypingAnnouncer } from '../hooks/use-typing-announcer';

interface ComposerProps {
  access: ConversationAccess;
  onSent: (message: ChatMessage) => void;
}

/** Writes a message: Enter sends, Shift+Enter breaks the line; a failed send keeps the text. */
export function Composer({ access, onSent }: ComposerProps) {
  const { t } = useTranslation('customerChat');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendConversationMessage(access);
  const announceTyping = useTypingAnnouncer(access);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || text.trim() === '') return;
    const parsed = SendChatMessageRequestSchema.safeParse({ message: text });
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message));
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (message) => {
        onSent(message);
        // What was typed while it was on its way stays.
        setText((current) => (current === text ? '' : current));
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="border-t border-gray-100 px-3 py-3 dark:border-gray-800"
    >
      {error && (
        <p id={`${id}-error`} role="alert" className="mb-2 text-sm text-danger">
          {error}
        </p>
      )}
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          data-autofocus
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') announceTyping(text.trim() === '');
          }}
          onKeyDown={onKeyDown}
          className={`${inputClassName} field-sizing-content max-h-32 min-h-10 resize-none border-gray-200 dark:border-gray-700`}
        />
        <button
          type="submit"
          aria-label={t('composer.send')}
          aria-busy={send.isPending || undefined}
          disabled={send.isPending}
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-[11px] text-gray-400">
        {t('composer.hint')}
      </p>
    </form>
  );
}
