import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { resourceKeys, type ResourceArea } from '../../../lib/resource-keys';
import { signInAs } from '../../../test/fixtures';
import { useSetOrderStatus, useSetOrdersStatus } from '../api/orders-api';
import { mockOrdersApi, unpaid } from './orders-api';

/** Runs `move` with a page of inventory and products cached; says which went stale. */
async function afterMove(move: (hooks: Hooks) => Promise<unknown>) {
  signInAs({ url: 'ada-stores' });
  mockOrdersApi([unpaid(1)]);
  const client = createQueryClient();
  for (const area of ['inventory', 'products'] as const) {
    client.setQueryData(resourceKeys(area).list({}), { content: [] });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ one: useSetOrderStatus(), many: useSetOrdersStatus() }), {
    wrapper,
  });
  await act(() => move(result.current));
  return (area: ResourceArea) => client.getQueryState(resourceKeys(area).list({}))?.isInvalidated;
}
type Hooks = {
  one: ReturnType<typeof useSetOrderStatus>;
  many: ReturnType<typeof useSetOrdersStatus>;
};

describe('cancelling an unpaid order gives its stock back', () => {
  it('so a move refreshes the stock screens', async () => {
    const stale = await afterMove(({ one }) =>
      one.mutateAsync({ id: unpaid(1).id, body: { orderStatus: 'cancelled', note: '' } }),
    );
    expect([stale('inventory'), stale('products')]).toEqual([true, true]);
  });

  it('and so does a bulk move', async () => {
    const stale = await afterMove(({ many }) =>
      many.mutateAsync({ ids: [unpaid(1).id], orderStatus: 'cancelled' }),
    );
    expect([stale('inventory'), stale('products')]).toEqual([true, true]);
  });
});
