import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../text-field';

/** How long typing pauses before the search goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

interface DataTableSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
  /** Its accessible name and placeholder, when not a table's. */
  label?: string;
  placeholder?: string;
  className?: string;
}

/** A search box sent once typing pauses; it follows the URL when that changes under it. */
export function DataTableSearch({
  value,
  onSearch,
  label,
  placeholder,
  className = 'w-full sm:max-w-xs',
}: DataTableSearchProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed under us (back button, a link): show its search.
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
    <div className={`relative ${className}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-gray-400"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        aria-label={label ?? t('table.search')}
        placeholder={placeholder ?? t('table.searchPlaceholder')}
        className={`${inputClassName} border-gray-200 ps-9 dark:border-gray-700`}
      />
    </div>
  );
}
