import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE } from './limits';
import { text } from './text';

/** DESIGN.md §4: every list takes page (0-based), size, sort, order and q. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(TABLE_DEFAULT_PAGE_SIZE),
  sort: text().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: text().trim().max(100).optional(),
});
export type ListQuery = z.input<typeof ListQuerySchema>;

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), total: z.number(), page: z.number(), size: z.number() });
