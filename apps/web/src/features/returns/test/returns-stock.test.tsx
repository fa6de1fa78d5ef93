import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { resourceKeys, type ResourceArea } from '../../../lib/resource-keys';
import { signInAs } from '../../../test/fixtures';
import { useUpdateReturn } from '../api/returns-api';
import { mockReturnsApi, returned, uuid } from './returns-api';

/** Closes return 1 as `status` with a page of returns, inventory and products cached. */
async function close(status: 'received' | 'rejected') {
  signInAs({ url: 'ada-stores' });
  mockReturnsApi([returned(1)]);
  const client = createQueryClient();
  const areas: ResourceArea[] = ['returns', 'inventory', 'products'];
  for (const area of areas) client.setQueryData(resourceKeys(area).list({}), { content: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateReturn(), { wrapper });
  await act(() => result.current.mutateAsync({ id: uuid(1), body: { status } }));
  return (area: ResourceArea) => client.getQueryState(resourceKeys(area).list({}))?.isInvalidated;
}

describe('closing a return', () => {
  it('refreshes the stock screens when the units come back', async () => {
    const stale = await close('received');
    expect([stale('returns'), stale('inventory'), stale('products')]).toEqual([true, true, true]);
  });

  it('leaves the stock alone when it is rejected', async () => {
    const stale = await close('rejected');
    expect([stale('returns'), stale('inventory'), stale('products')]).toEqual([true, false, false]);
  });
});
