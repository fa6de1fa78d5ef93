import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';

/** /discount/all (or `path` under it) as the registry mounts it, with its drawers. */
export function renderDiscounts(path: string = screenPaths.discounts) {
  signInAs();
  return { ...renderScreen(screenPaths.discounts, path), user: userEvent.setup() };
}

/** /coupons/all (or `path` under it) as the registry mounts it, with its drawer. */
export function renderCoupons(path: string = screenPaths.coupons) {
  signInAs();
  return { ...renderScreen(screenPaths.coupons, path), user: userEvent.setup() };
}

/** The row of the table named `table` that holds `text`. */
export const rowOf = async (table: string, text: string) =>
  (await within(await screen.findByRole('table', { name: table })).findByText(text)).closest(
    'tr',
  ) as HTMLElement;

/** The drawer (or dialog) whose heading says `title`. */
export const dialogOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[role="dialog"]') as HTMLElement;

export const location = () => screen.getByTestId('location');
