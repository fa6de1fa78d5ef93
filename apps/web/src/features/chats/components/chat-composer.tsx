import { SendChatMessageRequestSchema } from '@olivia/contracts/chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';

interface ChatComposerProps {
  clientName: string;
  /** Sends the (valid, trimmed) text; a rejection gives the text back with the reason. */
  onSend: (message: string) => Promise<unknown>;
  /** A message is on its way: the next waits for it. */
  sending: boolean;
  /** Called on each keystroke that leaves text (the customer sees the store typing). */
  onTyping: (fresh: boolean) => void;
}

/** The reply box: Enter sends, Shift+Enter starts a new line; checked with the contract first. */
export function ChatComposer({ clientName, onSend, sending, onTyping }: ChatComposerProps) {
  const { t } = useTranslation('chats');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const empty = text.trim() === '';

  const send = () => {
    if (empty || sending) return;
    const parsed = SendChatMessageRequestSchema.safeParse({ message: text });
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message));
    const { message } = parsed.data;
    setError(null);
    setText('');
    onSend(message).catch((failure: unknown) => {
      // Nothing typed is lost: the message comes back, before anything written meanwhile.
      setText((current) => (current ? `${text}\n${current}` : text));
      setError(errorMessage(failure));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="border-t border-gray-100 p-3 dark:border-gray-800"
    >
      <label htmlFor={id} className="sr-only">
        {t('composer.label', { name: clientName })}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            if (event.target.value.trim()) onTyping(text.trim() === '');
          }}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`block max-h-40 min-h-10 w-full resize-none rounded-md border bg-white px-3 py-2 text-sm text-dark outline-none [field-sizing:content] placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/20 dark:bg-gray-900 dark:text-gray-100 ${
            error ? 'border-danger' : 'border-gray-200 dark:border-gray-700'
          }`}
        />
        <Button type="submit" disabled={empty} loading={sending} className="shrink-0 px-4">
          <SendHorizontal aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('composer.send')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500 max-sm:sr-only dark:text-gray-400">
        {t('composer.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
