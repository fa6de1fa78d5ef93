import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { InventoryRoute } from '../routes/inventory-route';
import { StockHistoryRoute } from '../routes/stock-history-route';

/** The screen as the registry mounts it: the list with the stock history as its child. */
export function renderInventory(path = '/inventory/all') {
  signInAs();
  const result = renderRoutes(
    [
      {
        path: '/inventory/all',
        element: (
          <>
            <InventoryRoute />
            <LocationProbe />
          </>
        ),
        children: [{ path: 'history', Component: StockHistoryRoute }],
      },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

export const inventoryTable = () => screen.findByRole('table', { name: 'Inventory' });

/** The row of the product called `name`. */
export const rowOf = async (name: string) =>
  (await within(await inventoryTable()).findByText(name)).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');

/** Opens a row's actions menu and picks `action`. */
export async function openAction(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  action: string,
) {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
