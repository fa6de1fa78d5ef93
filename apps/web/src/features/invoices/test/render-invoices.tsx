import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its new, edit and detail drawers as children. */
export function renderInvoices(path: string = screenPaths.invoices) {
  signInAs();
  const result = renderScreen(screenPaths.invoices, path);
  return { ...result, user: userEvent.setup() };
}

const invoicesTable = () => screen.findByRole('table', { name: 'Invoices' });

/** The row whose number (or 'Draft') says `name`; the first of several drafts. */
export const rowOf = async (name: string) =>
  (await within(await invoicesTable()).findAllByRole('link', { name }))[0]?.closest(
    'tr',
  ) as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
