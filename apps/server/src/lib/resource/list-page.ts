/** What every list query carries once parsed: the output of `ListQuerySchema` or an extension. */
export interface ListQuery<Sort extends string = string> {
  /** 0-based, as the product's settlements call. */
  page: number;
  size: number;
  sort: Sort;
  order: 'asc' | 'desc';
  q?: string | undefined;
}

/** One page of a list, as `listResponse` in contracts answers it. */
export interface ListPage<Item> {
  content: Item[];
  /** Exact, unless `totalCapped`: then at least this many match (ADR 0008). */
  total: number;
  totalCapped: boolean;
  page: number;
  size: number;
}

/** The same page with each row mapped, e.g. to the DTO the API answers. */
export function mapPage<Row, Item>(
  page: ListPage<Row>,
  toItem: (row: Row) => Item,
): ListPage<Item> {
  return { ...page, content: page.content.map(toItem) };
}
