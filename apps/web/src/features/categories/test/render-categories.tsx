import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderCategories(path: string = screenPaths.categories) {
  signInAs();
  const result = renderScreen(screenPaths.categories, path);
  return { ...result, user: userEvent.setup() };
}

export const categoriesTable = () => screen.findByRole('table', { name: 'Categories' });

/** The row whose name says `name`. */
export const rowOf = async (name: string) =>
  (await within(await categoriesTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
