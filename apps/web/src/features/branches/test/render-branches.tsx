import type { SignInResponse } from '@olivia/contracts/auth';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its drawers as children. */
export function renderBranches(
  path: string = screenPaths.branches,
  user: Partial<SignInResponse> = {},
) {
  signInAs(user);
  const result = renderScreen(screenPaths.branches, path);
  return { ...result, user: userEvent.setup() };
}

export const branchesTable = () => screen.findByRole('table', { name: 'Branches' });

/** The row whose name says `name`. */
export const rowOf = async (name: string) =>
  (await within(await branchesTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
