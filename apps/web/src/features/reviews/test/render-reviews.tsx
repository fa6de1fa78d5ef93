import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreens } from '../../../test/render';

/** /customer-reviews and /ratings/all as the registry mounts them, starting at `path`. */
export function renderReviews(path: string = screenPaths.customerReviews) {
  signInAs();
  const result = renderScreens([screenPaths.customerReviews, screenPaths.ratings], path);
  return { ...result, user: userEvent.setup() };
}

/** The URL the screen is at. */
export const location = () => screen.getByTestId('location');
