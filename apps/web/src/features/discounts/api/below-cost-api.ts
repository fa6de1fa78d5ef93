import { BelowCostRequestSchema, type BelowCostRequest } from '@olivia/contracts/below-cost';
import { belowCostEndpoint } from '@olivia/contracts/discount-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { discountsApi } from './discounts-api';

/** How long the form waits after the last keystroke before asking. */
const SETTLE_MS = 400;

/**
 * The store's products the discount being written would sell below their cost price: asked
 * once the fields settle and are valid, so typing a value asks once, not per key.
 */
export function useBelowCost(draft: Partial<BelowCostRequest>) {
  const parsed = BelowCostRequestSchema.safeParse(draft);
  const request = parsed.success ? JSON.stringify(parsed.data) : null;
  const [settled, setSettled] = useState(request);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(request), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [request]);

  return useQuery({
    queryKey: discountsApi.keys.extra('below-cost', settled),
    queryFn: ({ signal }) =>
      callEndpoint(belowCostEndpoint, {
        body: JSON.parse(settled ?? '{}') as BelowCostRequest,
        signal,
      }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
