import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { EditSubUserRoute } from '../routes/edit-sub-user-route';
import { InviteSubUserRoute } from '../routes/invite-sub-user-route';
import { SubUsersRoute } from '../routes/sub-users-route';

/** The screen as the registry mounts it: the list, its invite and edit drawers as children. */
export function renderSubUsers(path = '/sub-users/all') {
  signInAs();
  const result = renderRoutes(
    [
      {
        path: '/sub-users/all',
        element: (
          <>
            <SubUsersRoute />
            <LocationProbe />
          </>
        ),
        children: [
          { path: 'new', Component: InviteSubUserRoute },
          { path: ':id/edit', Component: EditSubUserRoute },
        ],
      },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

export const subUsersTable = () => screen.findByRole('table', { name: 'Sub-users' });

/** The row whose name cell says `name`. */
export const rowOf = async (name: string) =>
  (await within(await subUsersTable()).findByRole('cell', { name })).closest('tr') as HTMLElement;

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
