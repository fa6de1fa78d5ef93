import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list with 'Record a return' as its child. */
export function renderReturns(path: string = screenPaths.returnedItems) {
  signInAs();
  const result = renderScreen(screenPaths.returnedItems, path);
  return { ...result, user: userEvent.setup() };
}

export const returnsTable = () => screen.findByRole('table', { name: 'Returns' });

/** The row whose order link reads `#number`. */
export const rowOf = async (number: number) =>
  (await within(await returnsTable()).findByRole('link', { name: `#${number}` })).closest(
    'tr',
  ) as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
