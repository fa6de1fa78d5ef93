import { SUB_USER } from '@olivia/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { image, mockStoreSetupApi } from '../../features/store-setup/test/store-setup-api';
import { signInAs } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

describe('the store set-up screens in the app', () => {
  it('refuses a sub-user who types /store-setup, without asking the API', async () => {
    const api = mockStoreSetupApi();
    signInAs({ userCategory: SUB_USER });
    renderRoutes(routes, '/store-setup');
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Store name' })).not.toBeInTheDocument();
    expect(api.of('get')).toEqual([]);
  });

  it("shows a new logo in the header's store identity as soon as it is saved", async () => {
    mockStoreSetupApi();
    signInAs();
    renderRoutes(routes, '/logo/all');
    const user = userEvent.setup();
    const home = await screen.findByRole('link', { name: 'Olivia home' });
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();

    await user.upload(await screen.findByLabelText('Upload logo'), image());
    await waitFor(() =>
      expect(within(home).getByRole('img')).toHaveAttribute('src', '/files/logo-1'),
    );
  });
});
