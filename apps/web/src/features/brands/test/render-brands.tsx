import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderBrands(path: string = screenPaths.brands) {
  signInAs();
  const result = renderScreen(screenPaths.brands, path);
  return { ...result, user: userEvent.setup() };
}

export const brandsTable = () => screen.findByRole('table', { name: 'Brands' });

/** The row whose name says `name`. */
export const rowOf = async (name: string) =>
  (await within(await brandsTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
