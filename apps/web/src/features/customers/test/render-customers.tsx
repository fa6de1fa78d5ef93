import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** /customers/all as the registry mounts it, the detail drawer as its child. */
export function renderCustomers(path: string = screenPaths.customers) {
  signInAs();
  const result = renderScreen(screenPaths.customers, path);
  return { ...result, user: userEvent.setup() };
}

export const customersTable = () => screen.findByRole('table', { name: 'Customers' });

/** The row whose name links to `name`. */
export const rowOf = async (name: string) =>
  (await within(await customersTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
