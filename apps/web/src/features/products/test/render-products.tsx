import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its add and edit drawers as children. */
export function renderProducts(path: string = screenPaths.products) {
  signInAs();
  const result = renderScreen(screenPaths.products, path);
  return { ...result, user: userEvent.setup() };
}

export const productsTable = () => screen.findByRole('table', { name: 'Products' });

/** The row whose name links to the product called `name`. */
export const rowOf = async (name: string) =>
  (await within(await productsTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');

/** A small JPEG to upload. */
export const photo = (name = 'dress.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });

/** Types into a field, replacing what it held. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.type(field, text);
}
