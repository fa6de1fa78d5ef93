import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list with the stock history as its child. */
export function renderInventory(path: string = screenPaths.inventory) {
  signInAs();
  const result = renderScreen(screenPaths.inventory, path);
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
