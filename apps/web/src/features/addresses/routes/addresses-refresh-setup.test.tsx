import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resourceKeys } from '../../../lib/resource-keys';
import { signInAs } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { address, mockAddressesApi } from '../test/addresses-api';
import { AddressesRoute } from './addresses-route';

let setupReads = 0;
/** Stands in for /store-setup's cached record, whose address is the default office address. */
function SetupProbe() {
  useQuery({
    queryKey: resourceKeys('storeSetup').extra('detail'),
    queryFn: () => ({ read: (setupReads += 1) }),
  });
  return null;
}

describe('/address/all and the set-up', () => {
  it('reloads the cached set-up when an address is made the default', async () => {
    const api = mockAddressesApi([
      address(1, { kind: 'office' }),
      address(2, { kind: 'office', isdefault: false }),
    ]);
    signInAs();
    renderRoutes(
      [
        {
          path: '/address/all',
          element: (
            <>
              <AddressesRoute />
              <SetupProbe />
            </>
          ),
        },
      ],
      '/address/all',
    );
    const user = userEvent.setup();
    await waitFor(() => expect(setupReads).toBe(1));
    const table = await screen.findByRole('table', { name: 'Addresses' });
    const row = (await within(table).findByRole('link', { name: 'Ikeja warehouse' })).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Actions for Ikeja warehouse' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    await waitFor(() => expect(api.of(addressEndpoints.makeDefault)).toHaveLength(1));
    await waitFor(() => expect(setupReads).toBe(2));
  });
});
