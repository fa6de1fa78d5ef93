import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { RatingsRoute } from '../routes/ratings-route';
import { ReviewsRoute } from '../routes/reviews-route';

/** /customer-reviews and /ratings/all as the registry mounts them, starting at `path`. */
export function renderReviews(path = '/customer-reviews') {
  signInAs();
  const withLocation = (screenElement: React.ReactNode) => (
    <>
      {screenElement}
      <LocationProbe />
    </>
  );
  const result = renderRoutes(
    [
      { path: '/customer-reviews', element: withLocation(<ReviewsRoute />) },
      { path: '/ratings/all', element: withLocation(<RatingsRoute />) },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
