import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/** The expenses of /expenditures/all; a reversed date range is not asked for. */
export const expensesApi = defineResourceApi('expenses', expenseEndpoints, {
  listEnabled: (query) => isDateRangeOrdered(query.from, query.to),
});

const categoriesKey = expensesApi.keys.extra('categories');

/** The store's own categories (the presets come from the contract). */
export function useExpenseCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => callEndpoint(expenseCategoryEndpoints.list, { signal }),
  });
}

/** Adds or removes an own category, then refreshes the categories and the expenses. */
export function useChangeCategories() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: resourceKeys('expenses').all });
  const add = useMutation({
    mutationFn: (name: string) => callEndpoint(expenseCategoryEndpoints.create, { body: { name } }),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callEndpoint(expenseCategoryEndpoints.remove, { params: { id } }),
    onSettled: settled,
  });
  return { add, remove };
}
