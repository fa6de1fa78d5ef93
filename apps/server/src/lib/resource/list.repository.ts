import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LIST_TOTAL_CAP } from '@olivia/contracts/lists';
import type { Executor } from '../../db/client';
import { countUpTo, readStoreCounter, storeCounter } from './list-count.repository';
import type { ListPage, ListQuery } from './list-page';

/** The fields a list's query schema adds to `ListQuery`: each one needs a filter. */
type FilterName<Q> = Exclude<keyof Q, keyof ListQuery>;

/** A list, declared once in its module's repository (ADR 0008). */
export interface ListDefinition<T extends PgTable, Q extends ListQuery> {
  table: T;
  /** The store id column: every query is scoped to the caller's store. */
  store: PgColumn;
  /** A unique column, the last sort key, so pages never overlap or skip a row. */
  id: PgColumn;
  /** Which rows of the table the list shows, when not all of them (e.g. one type of user). */
  scope?: SQL;
  /** The allowed sorts: the query's `sort` names one of these, nothing else reaches ORDER BY. */
  sorts: Record<Q['sort'], PgColumn | SQL>;
  /**
   * Matched with ILIKE '%q%', any of them. A table that grows large searches one generated
   * column with a trigram index instead (wallet_transactions.search_text). A function gives its
   * own condition for the search text, or nothing (e.g. an amount typed as the screen shows it,
   * matched exactly through the amount's index).
   */
  search: (PgColumn | SQL | ((q: string) => SQL | undefined))[];
  /** One condition per field the query adds, applied when the field is present. */
  filters: { [K in FilterName<Q>]-?: (value: NonNullable<Q[K]>) => SQL | undefined };
  /**
   * The table's entity in row_counts, kept by its trigger (migration 0009): the total of an
   * unfiltered page is read from there instead of counted. It must count exactly `scope`.
   */
  counted?: string;
}

/**
 * From this offset on, a page is found by its ids first (an index-only walk) and then joined
 * to its rows; below it, skipping whole rows costs less than the join (measured on PGlite).
 */
const DEFERRED_JOIN_FROM = 1_000;

/** Numbers the lists, so each one's prepared statements have names of their own. */
let listsDefined = 0;

const containing = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * Defines a list over `definition.table` for queries parsed by `schema` (used for its type).
 * `page(db, storeId, query)` answers `{content, total, totalCapped, page, size}`:
 * - rows: one query walking the sort's index; from DEFERRED_JOIN_FROM on, the page's ids first
 *   (index-only where the visibility map allows: a deep offset skips index entries, not rows);
 * - total: the store's counter when nothing narrows the list (read in the rows' query); otherwise
 *   the page itself when it ends the list, or a count that stops at LIST_TOTAL_CAP matches (or
 *   the end of the page asked for) and says it was capped.
 */
export function defineList<S extends z.ZodType<ListQuery>, T extends PgTable>(
  _schema: S,
  definition: ListDefinition<T, z.output<S>>,
) {
  type Query = z.output<S>;
  type Row = T['$inferSelect'];
  const table = definition.table as PgTable;
  const list = (listsDefined += 1);

  const orderOf = (query: Query) => {
    const direction = query.order === 'asc' ? asc : desc;
    return [direction(definition.sorts[query.sort as Query['sort']]), direction(definition.id)];
  };

  function narrowing(query: Query): SQL[] {
    const conditions: (SQL | undefined)[] = [];
    if (query.q) {
      const pattern = containing(query.q);
      const q = query.q;
      conditions.push(
        or(
          ...definition.search.map((column) =>
            typeof column === 'function' ? column(q) : ilike(column, pattern),
          ),
        ),
      );
    }
    for (const name of Object.keys(definition.filters) as FilterName<Query>[]) {
      const value = query[name];
      if (value !== undefined && value !== null) conditions.push(definition.filters[name](value));
    }
    return conditions.filter((condition) => condition !== undefined);
  }

  /** The page's rows, and `total` read in the same query when it is asked for. */
  async function rows(db: Executor, where: SQL | undefined, query: Query, total?: SQL<number>) {
    const orderBy = orderOf(query);
    const offset = query.page * query.size;
    const fields = { row: table, total: total ?? sql<null>`null` };
    if (offset < DEFERRED_JOIN_FROM) {
      const found = await db
        .select(fields)
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(query.size)
        .offset(offset);
      return { content: found.map((r) => r.row as Row), total: found[0]?.total ?? undefined };
    }
    const pageIds = db
      .select({ id: definition.id })
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.size)
      .offset(offset)
      .as('page_ids');
    const found = await db
      .select(fields)
      .from(table)
      .innerJoin(pageIds, eq(definition.id, pageIds.id))
      .orderBy(...orderBy);
    return { content: found.map((r) => r.row as Row), total: found[0]?.total ?? undefined };
  }

  /**
   * The pages a list opens on (nothing narrowing it, the counter read alongside, before the
   * deferred join) are most of its traffic: their statement is built once per sort and order
   * for each executor, with the store, size and offset as placeholders, and prepared (named) on
   * PostgreSQL, so a page binds three values instead of building and planning its SQL again.
   */
  const prepared = new WeakMap<Executor, Map<string, ReturnType<typeof prepareUnnarrowed>>>();
  function prepareUnnarrowed(db: Executor, query: Query, counted: string, name: string) {
    const storeId = sql.placeholder('storeId');
    return db
      .select({ row: table, total: storeCounter(storeId, counted) })
      .from(table)
      .where(and(eq(definition.store, storeId), definition.scope))
      .orderBy(...orderOf(query))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  async function unnarrowedRows(db: Executor, storeId: string, query: Query, counted: string) {
    const name = `list${list}_${String(query.sort)}_${query.order}`;
    let statements = prepared.get(db);
    if (!statements) prepared.set(db, (statements = new Map()));
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = prepareUnnarrowed(db, query, counted, name)));
    const found = await statement.execute({
      storeId,
      size: query.size,
      offset: query.page * query.size,
    });
    return { content: found.map((r) => r.row as Row), total: found[0]?.total ?? undefined };
  }

  return {
    async page(db: Executor, storeId: string, query: Query): Promise<ListPage<Row>> {
      const narrowed = narrowing(query);
      const where = and(eq(definition.store, storeId), definition.scope, ...narrowed);
      const meta = { page: query.page, size: query.size, totalCapped: false };
      const { counted } = definition;
      if (counted && narrowed.length === 0) {
        const found =
          query.page * query.size < DEFERRED_JOIN_FROM
            ? await unnarrowedRows(db, storeId, query, counted)
            : await rows(db, where, query, storeCounter(storeId, counted));
        // An empty page carries no counter: the list is empty, or the page lies past its end.
        const total =
          found.total ?? (query.page === 0 ? 0 : await readStoreCounter(db, storeId, counted));
        return { content: found.content, total, ...meta };
      }
      const { content } = await rows(db, where, query);
      // A page that is short but not empty (or the first page, empty) ends the list: its total
      // is known without counting, which spares a rare search a second index scan.
      if (content.length < query.size && (content.length > 0 || query.page === 0)) {
        return { content, total: query.page * query.size + content.length, ...meta };
      }
      const cap = Math.max(LIST_TOTAL_CAP, (query.page + 1) * query.size);
      const n = await countUpTo(db, definition.table as PgTable, where, cap);
      return { content, ...meta, ...(n > cap ? { total: cap, totalCapped: true } : { total: n }) };
    },
  };
}
