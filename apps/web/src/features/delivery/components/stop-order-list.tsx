import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface OrderedStop {
  id: string;
  /** What the stop is called: the order's number and customer. */
  label: string;
  detail: string;
}

/** `list` with the item at `index` moved one place up (-1) or down (+1). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * Stops in their order, each with buttons to move it up or down (named for the stop, so a
 * screen reader says which); `onMove` gets the new order. Without `onMove` it only lists them.
 * With `onRemove`, each stop also has a button to take it off.
 */
export function StopOrderList({
  stops,
  onMove,
  onRemove,
  disabled = false,
}: {
  stops: readonly OrderedStop[];
  onMove?: (ids: string[]) => void;
  onRemove?: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('delivery');
  const move = (index: number, by: -1 | 1) =>
    onMove?.(moved(stops, index, by).map((stop) => stop.id));
  const buttonClass =
    'flex size-9 items-center justify-center rounded-md border border-gray-200 text-gray-600 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800';
  return (
    <ol className="divide-y divide-gray-100 rounded-md border border-gray-100 dark:divide-gray-800 dark:border-gray-800">
      {stops.map((stop, index) => (
        <li key={stop.id} className="flex items-center gap-3 px-3 py-2">
          <span className="w-6 text-center text-sm font-bold text-gray-500">{index + 1}</span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{stop.label}</span>
            <span className="block truncate text-xs text-gray-500 dark:text-gray-400">
              {stop.detail}
            </span>
          </span>
          {onMove && (
            <span className="flex gap-1">
              <button
                type="button"
                className={buttonClass}
                aria-label={t('stops.moveUp', { stop: stop.label })}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={buttonClass}
                aria-label={t('stops.moveDown', { stop: stop.label })}
                disabled={disabled || index === stops.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              {onRemove && (
                <button
                  type="button"
                  className={buttonClass}
                  aria-label={t('stops.remove', { stop: stop.label })}
                  disabled={disabled}
                  onClick={() => onRemove(stop.id)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
