import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it. */
export function renderReceipts(path: string = screenPaths.receipts) {
  signInAs();
  const result = renderScreen(screenPaths.receipts, path);
  return { ...result, user: userEvent.setup() };
}

export const receiptsTable = () => screen.findByRole('table', { name: 'Receipts' });

/** The row whose number says `number`. */
export const rowOf = async (number: string) =>
  (await within(await receiptsTable()).findByRole('link', { name: number })).closest(
    'tr',
  ) as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
