import { apiKeyEndpoints } from '@olivia/contracts/api-key-endpoints';
import type { ApiKey } from '@olivia/contracts/api-keys';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { ApiKeysPanel } from './api-keys-panel';

const SECRET = 'olv_Zx9kP2mQ7rT4vW1yB6nC3dF8gH5jK0LsAe2Ui4Oo7Pq';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '4a1c6c9e-9a6f-4a3d-8f51-0d2a3c4b5e6f',
  name: 'Warehouse sync',
  prefix: 'olv_Zx9kP2mQ',
  scopes: ['orders:read', 'products:read'],
  createdat: '2026-11-01T10:00:00.000Z',
  lastusedat: null,
  expiresat: '2027-01-30T10:00:00.000Z',
  revokedat: null,
  status: 'active',
  ...overrides,
});

function renderPanel() {
  signInAs();
  renderAt('/dashboard', <ApiKeysPanel />);
  return userEvent.setup();
}

describe('API keys panel', () => {
  it('says what keys are for when there are none, with a curl example', async () => {
    fakeApi(fakeEndpoint(apiKeyEndpoints.list, () => ({ content: [] })));
    renderPanel();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(
      screen.getByText(/curl -H "Authorization: Bearer olv_…" .*\/api\/olivia\/orders/),
    ).toBeInTheDocument();
  });

  it('lists a key: name, prefix, permissions, dates and status', async () => {
    fakeApi(
      fakeEndpoint(apiKeyEndpoints.list, () => ({
        content: [
          key(),
          key({
            id: 'b2',
            name: 'Old script',
            status: 'revoked',
            revokedat: '2026-11-02T10:00:00.000Z',
          }),
        ],
      })),
    );
    renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Warehouse sync' });
    expect(within(row).getByText('olv_Zx9kP2mQ…')).toBeInTheDocument();
    expect(within(row).getByText('Read orders')).toBeInTheDocument();
    expect(within(row).getByText('Read products')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/Never used/)).toBeInTheDocument();
    const revoked = screen.getByRole('listitem', { name: 'Old script' });
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('checks the form with the contract before sending, then shows the key once', async () => {
    let listed: ApiKey[] = [];
    const api = fakeApi(
      fakeEndpoint(apiKeyEndpoints.list, () => ({ content: listed })),
      fakeEndpoint(apiKeyEndpoints.create, ({ body }) => {
        listed = [key({ name: body.name })];
        return { apikey: key({ name: body.name }), secret: SECRET };
      }),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one permission')).toBeInTheDocument();
    expect(api.of(apiKeyEndpoints.create)).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Warehouse sync');
    await user.click(screen.getByLabelText('Read orders'));
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/You will not see it again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(api.of(apiKeyEndpoints.create)[0]?.body).toEqual({
      name: 'Warehouse sync',
      scopes: ['orders:read'],
      expiresindays: null,
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Warehouse sync' })).toBeInTheDocument();
  });

  it('asks the authenticator code when the server wants it, then creates the key', async () => {
    let asked = false;
    const api = fakeApi(
      fakeEndpoint(apiKeyEndpoints.list, () => ({ content: [] })),
      fakeEndpoint(apiKeyEndpoints.create, () => {
        if (!asked) {
          asked = true;
          return jsonResponse(403, {
            error: 'Enter a code from your authenticator app to continue',
          });
        }
        return { apikey: key(), secret: SECRET };
      }),
      fakeEndpoint(securityEndpoints.stepUp, () => ({ status: 200, message: 'ok' })),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText('Name'), 'Warehouse sync');
    await user.click(screen.getByLabelText('Read orders'));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await user.type(await screen.findByLabelText('Code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(api.of(securityEndpoints.stepUp)[0]?.body).toEqual({ code: '123456' });
    expect(api.of(apiKeyEndpoints.create)).toHaveLength(2);
  });

  it('revokes a key only after the question is answered yes', async () => {
    let listed = [key()];
    const api = fakeApi(
      fakeEndpoint(apiKeyEndpoints.list, () => ({ content: listed })),
      fakeEndpoint(apiKeyEndpoints.revoke, () => {
        listed = [key({ status: 'revoked', revokedat: '2026-11-03T10:00:00.000Z' })];
        return listed[0] as ApiKey;
      }),
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog).toHaveTextContent('“Warehouse sync” stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.of(apiKeyEndpoints.revoke)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this key?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(api.of(apiKeyEndpoints.revoke)[0]?.url).toContain(
      `/developers/api-keys/${key().id}/revoke`,
    );
  });
});
