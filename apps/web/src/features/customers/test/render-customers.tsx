import type { SignInResponse } from '@olivia/contracts/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/**
 * /customers/all (or `path` under it) as the registry mounts it, with its drawers as children;
 * signed in as the main user unless `as` says otherwise.
 */
export function renderCustomers(
  path: string = screenPaths.customers,
  as: Partial<SignInResponse> = {},
) {
  signInAs(as);
  const result = renderScreen(screenPaths.customers, path);
  return { ...result, user: userEvent.setup() };
}

export const customersTable = () => screen.findByRole('table', { name: 'Customers' });

/** The row whose name links to `name`. */
export const rowOf = async (name: string) =>
  (await within(await customersTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');

/** The drawer (or dialog) whose heading says `title`. */
export const dialogOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[role="dialog"]') as HTMLElement;
