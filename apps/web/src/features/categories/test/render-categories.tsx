import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { CategoriesRoute } from '../routes/categories-route';
import { EditCategoryRoute } from '../routes/edit-category-route';
import { NewCategoryRoute } from '../routes/new-category-route';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderCategories(path = '/category/all') {
  signInAs();
  const result = renderRoutes(
    [
      {
        path: '/category/all',
        element: (
          <>
            <CategoriesRoute />
            <LocationProbe />
          </>
        ),
        children: [
          { path: 'new', Component: NewCategoryRoute },
          { path: ':id/edit', Component: EditCategoryRoute },
        ],
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

export const categoriesTable = () => screen.findByRole('table', { name: 'Categories' });

/** The row whose name says `name`. */
export const rowOf = async (name: string) =>
  (await within(await categoriesTable()).findByRole('link', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
