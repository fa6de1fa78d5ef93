import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { CustomerDetailRoute } from '../routes/customer-detail-route';
import { CustomersRoute } from '../routes/customers-route';

/** /customers/all as the registry mounts it, the detail drawer as its child. */
export function renderCustomers(path = '/customers/all') {
  signInAs();
  const result = renderRoutes(
    [
      {
        path: '/customers/all',
        element: (
          <>
            <CustomersRoute />
            <LocationProbe />
          </>
        ),
        children: [{ path: ':id', Component: CustomerDetailRoute }],
      },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

export const customersTable = () => screen.findByRole('table', { name: 'Customers' });

/** The row whose name links to `name`. */
export const rowOf = async (name: string) =>
  (await within(await customersTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
