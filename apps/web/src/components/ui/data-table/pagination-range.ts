/**
 * docs/product/rules.md: pagination shows 1 sibling on each side of the current page and 1 boundary
 * page.
 */
export const PAGINATION_SIBLINGS = 1;
export const PAGINATION_BOUNDARIES = 1;

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);
}

/**
 * The page buttons for a 1-based `page` out of `count`, e.g. page 5 of 10 gives
 * `1 … 4 5 6 … 10`. The list keeps the same length as the page moves, so the buttons do not
 * jump under the pointer (the algorithm of MUI's usePagination).
 */
export function paginationRange(
  page: number,
  count: number,
  siblings = PAGINATION_SIBLINGS,
  boundaries = PAGINATION_BOUNDARIES,
): PaginationItem[] {
  const startPages = range(1, Math.min(boundaries, count));
  const endPages = range(Math.max(count - boundaries + 1, boundaries + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundaries - siblings * 2 - 1),
    boundaries + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundaries + siblings * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );

  const beforeSiblings: PaginationItem[] =
    siblingsStart > boundaries + 2
      ? ['start-ellipsis']
      : boundaries + 1 < count - boundaries
        ? [boundaries + 1]
        : [];
  const afterSiblings: PaginationItem[] =
    siblingsEnd < count - boundaries - 1
      ? ['end-ellipsis']
      : count - boundaries > boundaries
        ? [count - boundaries]
        : [];

  return [
    ...startPages,
    ...beforeSiblings,
    ...range(siblingsStart, siblingsEnd),
    ...afterSiblings,
    ...endPages,
  ];
}
