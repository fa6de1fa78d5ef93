/**
 * Classes that keep a column (`pinned: 'end'`: a row's actions) at the end edge of a DataTable
 * whose columns scroll sideways, so it is always in view and reachable however wide the table.
 * While columns hide beneath it (the scroller's `data-overflow-end`), a shadow along its start
 * side says so (a pseudo-element: table cells draw no box-shadow in a collapsed-border table).
 * Its cells are opaque, in the colours of their row (plain, hovered, selected), so the columns
 * passing beneath do not show through. `cards` holds the same from 640 px on: below it, a table
 * of cards has no columns to scroll.
 */
export const pinnedClasses = {
  table: {
    head: 'sticky end-0 z-1 bg-gray-50 dark:bg-gray-800 before:pointer-events-none before:absolute before:inset-y-0 before:end-full before:w-3 before:bg-linear-to-l before:from-black/10 before:to-transparent before:opacity-0 group-data-[overflow-end]/scroller:before:opacity-100 rtl:before:bg-linear-to-r dark:before:from-black/40',
    cell: 'sticky end-0 z-1 bg-white group-hover/row:bg-gray-50 group-aria-selected/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,white)] dark:bg-gray-900 dark:group-hover/row:bg-[color-mix(in_oklab,var(--color-gray-800)_50%,var(--color-gray-900))] dark:group-aria-selected/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,var(--color-gray-900))] before:pointer-events-none before:absolute before:inset-y-0 before:end-full before:w-3 before:bg-linear-to-l before:from-black/10 before:to-transparent before:opacity-0 group-data-[overflow-end]/scroller:before:opacity-100 rtl:before:bg-linear-to-r dark:before:from-black/40',
  },
  cards: {
    head: 'sm:sticky sm:end-0 sm:z-1 sm:bg-gray-50 sm:dark:bg-gray-800 sm:before:pointer-events-none sm:before:absolute sm:before:inset-y-0 sm:before:end-full sm:before:w-3 sm:before:bg-linear-to-l sm:before:from-black/10 sm:before:to-transparent sm:before:opacity-0 sm:group-data-[overflow-end]/scroller:before:opacity-100 sm:rtl:before:bg-linear-to-r sm:dark:before:from-black/40',
    cell: 'sm:sticky sm:end-0 sm:z-1 sm:bg-white sm:group-hover/row:bg-gray-50 sm:group-aria-selected/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,white)] sm:dark:bg-gray-900 sm:dark:group-hover/row:bg-[color-mix(in_oklab,var(--color-gray-800)_50%,var(--color-gray-900))] sm:dark:group-aria-selected/row:bg-[color-mix(in_oklab,var(--color-primary)_5%,var(--color-gray-900))] sm:before:pointer-events-none sm:before:absolute sm:before:inset-y-0 sm:before:end-full sm:before:w-3 sm:before:bg-linear-to-l sm:before:from-black/10 sm:before:to-transparent sm:before:opacity-0 sm:group-data-[overflow-end]/scroller:before:opacity-100 sm:rtl:before:bg-linear-to-r sm:dark:before:from-black/40',
  },
} as const;
