import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { BrandsRoute } from '../routes/brands-route';
import { EditBrandRoute } from '../routes/edit-brand-route';
import { NewBrandRoute } from '../routes/new-brand-route';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderBrands(path = '/brand/all') {
  signInAs();
  const result = renderRoutes(
    [
      {
        path: '/brand/all',
        element: (
          <>
            <BrandsRoute />
            <LocationProbe />
          </>
        ),
        children: [
          { path: 'new', Component: NewBrandRoute },
          { path: ':id/edit', Component: EditBrandRoute },
        ],
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

export const brandsTable = () => screen.findByRole('table', { name: 'Brands' });

/** The row whose name says `name`. */
export const rowOf = async (name: string) =>
  (await within(await brandsTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
