import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardPanelProps {
  title: string;
  /** The heading's link to the panel's area (View all orders, Buy domain...). */
  link?: { to: string; label: string } | undefined;
  /**
   * Shown instead of the table while there is nothing to list (docs/product/screens.md's empty
   * states).
   */
  empty?: string | false;
  /** The table's header cells and body rows. */
  head: ReactNode;
  children: ReactNode;
  /** Under the table: a Show all button. */
  footer?: ReactNode;
}

export const panelCell = 'px-4 py-3 whitespace-nowrap';

/**
 * One of the dashboard's table panels: a heading with its link, then the table or its empty text.
 */
export function DashboardPanel({
  title,
  link,
  empty,
  head,
  children,
  footer,
}: DashboardPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-md bg-white shadow-sm dark:bg-gray-900">
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3 dark:border-gray-800">
        <h2 id={headingId} className="text-lg font-semibold text-dark dark:text-white">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="text-sm font-semibold text-primary hover:underline">
            {link.label}
          </Link>
        )}
      </div>
      {empty ? (
        <p className="px-4 py-8 text-center text-sm text-gray-500 dark:text-gray-400">{empty}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-gray-500 uppercase dark:text-gray-400">
                <tr>{head}</tr>
              </thead>
              <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{children}</tbody>
            </table>
          </div>
          {footer}
        </>
      )}
    </section>
  );
}
