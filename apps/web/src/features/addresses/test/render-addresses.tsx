import type { SignInResponse } from '@olivia/contracts/auth';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures';
import { screenPaths } from '../../../lib/screen-paths';
import { renderScreen } from '../../../test/render';

/** The screen as the registry mounts it: the list, its new and edit drawers as children. */
export function renderAddresses(
  path: string = screenPaths.addresses,
  session: Partial<SignInResponse> = {},
) {
  signInAs(session);
  const result = renderScreen(screenPaths.addresses, path);
  return { ...result, user: userEvent.setup() };
}
