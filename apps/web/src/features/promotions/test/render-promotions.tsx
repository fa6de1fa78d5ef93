import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';

/** /promotions/all or /banners/all (or `path` under it) as the registry mounts it. */
export function renderArea(area: 'promotions' | 'banners', path: string = screenPaths[area]) {
  signInAs();
  return { ...renderScreen(screenPaths[area], path), user: userEvent.setup() };
}

export const rowOf = async (table: string, text: string) =>
  (await within(await screen.findByRole('table', { name: table })).findByText(text)).closest(
    'tr',
  ) as HTMLElement;

export const dialogOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[role="dialog"]') as HTMLElement;

export const location = () => screen.getByTestId('location');
