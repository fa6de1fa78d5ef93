import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@olivia/contracts/limits';
import type { ListQuerySchema } from '@olivia/contracts/lists';
import { z } from 'zod';

/**
 * The keys every list query has (docs/engineering.md#api-conventions); any other key of a query
 * schema is a filter.
 */
export const LIST_KEYS = ['page', 'size', 'sort', 'order', 'q'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/**
 * A list endpoint's query schema: the contract's ListQuerySchema, perhaps extended with filters.
 */
export type ListQuerySchemaLike = z.ZodObject<z.ZodRawShape> &
  z.ZodType<z.output<typeof ListQuerySchema>, unknown>;

/** The typed query a list sends: page (0-based) and size always, the rest only when set. */
export type ListQueryOf<S extends ListQuerySchemaLike> = { page: number; size: number } & Partial<
  Omit<z.output<S>, 'page' | 'size'>
>;

/** A list's filters: the keys of its query schema beyond page, size, sort, order and q. */
export type ListFiltersOf<S extends ListQuerySchemaLike> = Partial<Omit<z.output<S>, ListKey>>;

/**
 * The values a key takes when the URL does not say: the screen's defaults, then page 0, size 10.
 */
export type ListDefaults = Readonly<Record<string, unknown>>;

const isPageSize = (size: unknown) => (TABLE_PAGE_SIZES as readonly unknown[]).includes(size);

const fallbackOf = (key: string, defaults: ListDefaults): unknown => {
  if (key === 'page') return 0;
  if (key === 'size') return defaults['size'] ?? TABLE_DEFAULT_PAGE_SIZE;
  return defaults[key];
};

/** A URL key, kept apart from another list's on the same screen by a prefix (`orders.page`). */
export const urlKey = (key: string, prefix: string | undefined) =>
  prefix ? `${prefix}.${key}` : key;

/**
 * The typed query in the URL: each value is parsed with its field of the endpoint's schema, and
 * a missing or invalid one takes its default. The URL shows the page 1-based; `order` only comes
 * with a `sort` (ascending when the URL gives none).
 */
export function readListQuery<S extends ListQuerySchemaLike>(
  schema: S,
  search: URLSearchParams,
  defaults: ListDefaults,
  prefix?: string,
): ListQueryOf<S> {
  const query: Record<string, unknown> = { page: 0, size: fallbackOf('size', defaults) };
  for (const [key, field] of Object.entries(schema.shape)) {
    const text = search.get(urlKey(key, prefix));
    const parsed =
      text === null || text === ''
        ? undefined
        : z.safeParse(field, key === 'page' ? Number(text) - 1 : text);
    const value = parsed?.success ? (parsed.data as unknown) : undefined;
    const valid = value !== undefined && value !== '' && (key !== 'size' || isPageSize(value));
    const chosen = valid ? value : fallbackOf(key, defaults);
    if (chosen !== undefined) query[key] = chosen;
  }
  if (query['sort'] === undefined) delete query['order'];
  else query['order'] ??= 'asc';
  return query as ListQueryOf<S>;
}

/**
 * The URL after `changes`: a value that is empty or equal to its default leaves the URL, so a
 * list at its defaults has a clean address. Other keys of the URL stay as they are.
 */
export function writeListChanges(
  current: URLSearchParams,
  changes: Readonly<Record<string, unknown>>,
  defaults: ListDefaults,
  prefix?: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const name = urlKey(key, prefix);
    const fallback = fallbackOf(key, defaults);
    if (value === undefined || value === null || value === '' || value === fallback) {
      next.delete(name);
    } else {
      next.set(name, key === 'page' ? String(Number(value) + 1) : String(value));
    }
  }
  return next;
}
