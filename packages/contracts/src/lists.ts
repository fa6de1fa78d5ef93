import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE } from './limits';
import { text } from './text';

/**
 * docs/engineering.md#api-conventions: every list takes page (0-based), size, sort, order and q.
 */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(TABLE_DEFAULT_PAGE_SIZE),
  sort: text().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: text().trim().max(100).optional(),
});
export type ListQuery = z.input<typeof ListQuerySchema>;

/**
 * A filtered list (search, filters) counts at most this many matching rows, or as many as reach
 * the page asked for if that is more; beyond it `total` is a lower bound and `totalCapped` is true
 * (show '10,000+'). An unfiltered list's total is always exact (ADR 0008).
 */
export const LIST_TOTAL_CAP = 10_000;

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    total: z.number(),
    page: z.number(),
    size: z.number(),
    /** True when more rows match than were counted: `total` is then "at least". */
    totalCapped: z.boolean().optional(),
  });

/** The id of one of the store's records in a path (`/returns/:id`). */
export const AdminIdParamsSchema = z.object({ id: z.uuid() });
