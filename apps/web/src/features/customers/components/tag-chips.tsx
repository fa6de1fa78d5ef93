import { X } from 'lucide-react';

const chip =
  'inline-flex items-center gap-1 rounded-full bg-primary-light px-2.5 py-0.5 text-xs font-semibold text-primary dark:bg-gray-800 dark:text-gray-200';

interface TagChipsProps {
  tags: readonly string[];
  /** With it, each chip has a button that takes the tag off, named by `removeLabel`. */
  onRemove?: (tag: string) => void;
  removeLabel?: (tag: string) => string;
}

/** A customer's tags as chips, in a row that wraps. */
export function TagChips({ tags, onRemove, removeLabel }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className={chip}>
          <span className="wrap-anywhere">{tag}</span>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(tag)}
              aria-label={removeLabel?.(tag) ?? tag}
              className="-me-1 rounded-full p-0.5 hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
