import { Link, useSearchParams } from 'react-router';

/** The view `?view=` names among `views`; the first (the screen's own list) unless another. */
export function useView<V extends string>(views: readonly [V, ...V[]]): V {
  const [params] = useSearchParams();
  const view = params.get('view');
  return views.find((candidate) => candidate === view) ?? views[0];
}

/**
 * The tabs between a screen's lists, as `?view=` (the first view without one): links, the
 * current one marked `aria-current="page"`; each starts on its first page, unfiltered.
 */
export function ViewTabs<V extends string>({
  views,
  label,
  labelOf,
}: {
  views: readonly [V, ...V[]];
  /** What the tabs are, for a screen reader: the nav's name. */
  label: string;
  labelOf: (view: V) => string;
}) {
  const current = useView(views);
  return (
    <nav
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
    >
      {views.map((view) => (
        <Link
          key={view}
          to={{ search: view === views[0] ? '' : `?view=${view}` }}
          aria-current={view === current ? 'page' : undefined}
          className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${
            view === current
              ? 'border-primary text-primary'
              : 'border-transparent text-gray-600 hover:text-dark dark:text-gray-300 dark:hover:text-white'
          }`}
        >
          {labelOf(view)}
        </Link>
      ))}
    </nav>
  );
}
