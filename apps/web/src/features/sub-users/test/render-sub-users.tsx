import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its invite and edit drawers as children. */
export function renderSubUsers(path: string = screenPaths.subUsers) {
  signInAs();
  const result = renderScreen(screenPaths.subUsers, path);
  return { ...result, user: userEvent.setup() };
}

export const subUsersTable = () => screen.findByRole('table', { name: 'Sub-users' });

/** The row whose name cell says `name`. */
export const rowOf = async (name: string) =>
  (await within(await subUsersTable()).findByRole('cell', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
