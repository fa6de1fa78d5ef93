import type { SignInResponse } from '@olivia/contracts/auth';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { AddressesRoute } from '../routes/addresses-route';
import { EditAddressRoute } from '../routes/edit-address-route';
import { NewAddressRoute } from '../routes/new-address-route';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderAddresses(path = '/address/all', session: Partial<SignInResponse> = {}) {
  signInAs(session);
  const result = renderRoutes(
    [
      {
        path: '/address/all',
        element: (
          <>
            <AddressesRoute />
            <LocationProbe />
          </>
        ),
        children: [
          { path: 'new', Component: NewAddressRoute },
          { path: ':id/edit', Component: EditAddressRoute },
        ],
      },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}
