import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { TextField } from '../ui/text-field';

/** How long typing pauses before the store is searched. */
const SEARCH_DELAY_MS = 250;

/** `value` once it has stopped changing for `delay` ms. */
function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface RecordSearchProps<T> {
  label: string;
  hint?: string;
  /** The records matching a search (asked for only when it is not empty). */
  useResults: (q: string) => { data?: T[] | undefined; isFetching: boolean };
  keyOf: (record: T) => string;
  /** The option's first line and second line. */
  titleOf: (record: T) => string;
  detailOf: (record: T) => string;
  onPick: (record: T) => void;
  /** Said under the field when a search finds nothing. */
  noMatchesText: string;
}

/**
 * A search of the store's records (customers, products) whose matches are buttons under the
 * field; picking one clears the search. Used by invoices and new orders.
 */
export function RecordSearch<T>(props: RecordSearchProps<T>) {
  const listId = useId();
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), SEARCH_DELAY_MS);
  const results = props.useResults(q);
  const found = q && text.trim() ? (results.data ?? []) : [];
  return (
    <div className="space-y-2">
      <div className="relative">
        <TextField
          type="search"
          label={props.label}
          hint={props.hint}
          autoComplete="off"
          value={text}
          aria-controls={listId}
          onChange={(event) => setText(event.target.value)}
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-9 right-3 size-4 text-gray-400"
        />
      </div>
      <ul id={listId} className="space-y-1 empty:hidden">
        {found.map((record) => (
          <li key={props.keyOf(record)}>
            <button
              type="button"
              className="flex w-full flex-col rounded-md border border-gray-200 px-3 py-2 text-start text-sm hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary dark:border-gray-700 dark:hover:bg-gray-800"
              onClick={() => {
                props.onPick(record);
                setText('');
              }}
            >
              <span className="font-medium">{props.titleOf(record)}</span>
              <span className="break-all text-gray-500">{props.detailOf(record)}</span>
            </button>
          </li>
        ))}
      </ul>
      {q && text.trim() && !results.isFetching && found.length === 0 && (
        <p className="text-sm text-gray-500">{props.noMatchesText}</p>
      )}
    </div>
  );
}
