import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its new, edit and detail drawers as children. */
export function renderPaymentLinks(path: string = screenPaths.paymentLinks) {
  signInAs();
  const result = renderScreen(screenPaths.paymentLinks, path);
  return { ...result, user: userEvent.setup() };
}

const linksTable = () => screen.findByRole('table', { name: 'Payment links' });

/** The row whose name says `name`. */
export const rowOf = async (name: string) =>
  (await within(await linksTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
