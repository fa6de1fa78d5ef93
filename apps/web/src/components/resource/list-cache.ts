import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A record as a list page already fetched has it, and when that page was fetched: an edit
 * drawer opened from the list shows at once (`initialData`, `initialDataUpdatedAt`).
 */
export function cachedListItem<T extends { id: string }>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  id: string,
): { data: T; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listsKey })) {
    const page = query.state.data as { content?: T[] } | undefined;
    const found = page?.content?.find((item) => item.id === id);
    if (found) return { data: found, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}
