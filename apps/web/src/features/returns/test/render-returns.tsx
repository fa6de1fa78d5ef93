import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { NewReturnRoute } from '../routes/new-return-route';
import { ReturnsRoute } from '../routes/returns-route';

/** The screen as the registry mounts it: the list with 'Record a return' as its child. */
export function renderReturns(path = '/returned-items/all') {
  signInAs();
  const result = renderRoutes(
    [
      {
        path: '/returned-items/all',
        element: (
          <>
            <ReturnsRoute />
            <LocationProbe />
          </>
        ),
        children: [{ path: 'new', Component: NewReturnRoute }],
      },
    ],
    path,
  );
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
