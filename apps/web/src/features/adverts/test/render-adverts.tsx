import type { SignInResponse } from '@olivia/contracts/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, with the new campaign drawer as a child. */
export function renderAdverts(
  path: string = screenPaths.adverts,
  user: Partial<SignInResponse> = {},
) {
  signInAs(user);
  const result = renderScreen(screenPaths.adverts, path);
  return { ...result, user: userEvent.setup() };
}

export const advertsTable = () => screen.findByRole('table', { name: 'Advert campaigns' });

/** The row of the advert on `domain`. */
export const rowOf = async (domain: string) =>
  (await within(await advertsTable()).findByText(domain)).closest('tr') as HTMLElement;

export const location = () => screen.getByTestId('location');
