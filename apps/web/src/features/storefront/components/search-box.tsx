import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** The product search: searches on Enter or the button, so each search is one request. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('storefront');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed (back button, 'Clear search'): the box follows it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gray-400"
      />
      <input
        type="search"
        // Before the page's script runs, the form still searches: GET ?q=… (server-rendered)
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('catalogue.searchLabel')}
        placeholder={t('catalogue.searchPlaceholder')}
        maxLength={100}
        enterKeyHint="search"
        className="block w-full rounded-full border border-gray-200 bg-white py-2.5 pr-4 pl-10 text-sm text-dark outline-none transition placeholder:text-gray-400 focus:border-dark focus:ring-2 focus:ring-dark/10 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      />
      <button type="submit" className="sr-only">
        {t('catalogue.search')}
      </button>
    </form>
  );
}
