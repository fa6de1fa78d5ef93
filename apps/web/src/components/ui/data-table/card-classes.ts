/**
 * Classes that turn a DataTable into cards below 640 px (`cards`): every row a bordered card,
 * every cell a 'label value' line (the label comes from the cell's data-label), the heading a
 * strip of the select-all box and the sort buttons.
 */
export const cardClasses = {
  table: 'max-sm:block',
  head: 'max-sm:block max-sm:rounded-md',
  headRow: 'max-sm:flex max-sm:flex-wrap max-sm:items-center',
  /** A heading that neither sorts nor selects has nothing to do in the strip. */
  staticHeading: 'max-sm:hidden',
  body: 'max-sm:block max-sm:space-y-3 max-sm:pt-3',
  row: 'max-sm:block max-sm:rounded-md max-sm:border max-sm:border-gray-200 max-sm:px-3 max-sm:py-2 dark:max-sm:border-gray-700',
  cell: 'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-gray-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
} as const;
