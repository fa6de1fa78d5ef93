import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderQrCodes(path: string = screenPaths.qrCodes) {
  signInAs();
  const result = renderScreen(screenPaths.qrCodes, path);
  return { ...result, user: userEvent.setup() };
}

export const codesTable = () => screen.findByRole('table', { name: 'QR codes' });

/** The row whose label says `label`. */
export const rowOf = async (label: string) =>
  (await within(await codesTable()).findByRole('link', { name: label })).closest(
    'tr',
  ) as HTMLElement;

export const location = () => screen.getByTestId('location');
