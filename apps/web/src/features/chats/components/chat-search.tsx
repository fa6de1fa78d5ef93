import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/data-table/data-table-search';
import { inputClassName } from '../../../components/ui/text-field';

interface ChatSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** The conversations' search (customer name, e-mail, phone): sent once typing pauses. */
export function ChatSearch({ value, onSearch }: ChatSearchProps) {
  const { t } = useTranslation('chats');
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed under us (Back, a link): show its search.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="relative min-w-0 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-gray-400"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        className={`${inputClassName} border-gray-200 ps-9 dark:border-gray-700`}
      />
    </div>
  );
}
