/** The largest page a list endpoint serves (ListQuerySchema's `size` max). */
export const EXPORT_PAGE_SIZE = 100;
/** At most this many rows go into one export: the same bound as a filtered list's count. */
export const EXPORT_CAP = 10_000;

/** What a list endpoint answers for one page. */
export interface ExportablePage<TRow> {
  content: readonly TRow[];
  total: number;
  totalCapped?: boolean | undefined;
}

export interface ExportAllOptions {
  /** Rows asked for per request; EXPORT_PAGE_SIZE by default. */
  pageSize?: number;
  /** Rows collected at most; EXPORT_CAP by default. */
  cap?: number;
}

export interface ExportAllResult<TRow> {
  rows: TRow[];
  /** More rows matched than `cap`: the export holds only the first `cap` of them. */
  capped: boolean;
}

/** A row's id when it has one: a row that moved to the next page while exporting is kept once. */
const idOf = (row: unknown): unknown =>
  typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;

/**
 * Every row of a list as it is currently filtered and sorted, for CSV, Excel and print: the
 * screen's query (search, filters, sort and order) is sent page after page with only `page` and
 * `size` changed, until a short page, the total, or `cap` rows. A `totalCapped` total is only a
 * lower bound, so it does not end the loop; a short page does.
 */
export async function exportAllPages<TQuery extends { page?: number; size?: number }, TRow>(
  fetchPage: (query: TQuery) => Promise<ExportablePage<TRow>>,
  query: TQuery,
  { pageSize = EXPORT_PAGE_SIZE, cap = EXPORT_CAP }: ExportAllOptions = {},
): Promise<ExportAllResult<TRow>> {
  const rows: TRow[] = [];
  const seen = new Set<unknown>();
  for (let page = 0; ; page += 1) {
    const result = await fetchPage({ ...query, page, size: pageSize });
    const before = rows.length;
    for (const row of result.content) {
      const id = idOf(row);
      if (id !== undefined && seen.has(id)) continue;
      if (id !== undefined) seen.add(id);
      rows.push(row);
    }
    const lastPage =
      result.content.length < pageSize ||
      (!result.totalCapped && rows.length >= result.total) ||
      rows.length === before; // nothing new: a server ignoring `page` must not loop for ever
    if (rows.length >= cap) {
      const capped = rows.length > cap || !lastPage;
      return { rows: rows.slice(0, cap), capped };
    }
    if (lastPage) return { rows, capped: false };
  }
}
