import { messages } from '@olivia/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { mockStoreSetupApi, storeSetup } from '../test/store-setup-api';
import { StoreSetupRoute } from './store-setup-route';

function renderSetup() {
  signInAs();
  renderAt('/store-setup', <StoreSetupRoute />);
  return userEvent.setup();
}

const field = (name: string) => screen.findByRole('textbox', { name });

/** Types into a field, replacing what it held. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const input = await field(name);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('/store-setup', () => {
  it("loads the store's details, its storefront address read-only", async () => {
    mockStoreSetupApi();
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'Set-up' })).toBeInTheDocument();
    expect(await field('Store name')).toHaveValue('Ada Stores');
    expect(await field('Description')).toHaveValue('Hand-made bags and shoes.');
    expect(await field('Contact e-mail')).toHaveValue('hello@ada.example.com');
    expect(await field('Phone number')).toHaveValue('+2348012345678');
    expect(await field('Address')).toHaveValue('12 Marina Road, Lagos');
    expect(await field('Delivery fee (NGN)')).toHaveValue('1500.5');
    const storefront = await field('Storefront address');
    expect(storefront).toHaveValue(`${window.location.origin}/store/ada-stores`);
    expect(storefront).toHaveAttribute('readonly');
  });

  it("refuses what the contract refuses, with the contract's messages, and sends nothing", async () => {
    const api = mockStoreSetupApi();
    const user = renderSetup();
    await fill(user, 'Store name', '');
    await fill(user, 'Contact e-mail', 'not-an-address');
    await fill(user, 'Phone number', '12');
    await fill(user, 'Delivery fee (NGN)', '-5');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await field('Store name')).toHaveAccessibleDescription(messages.required);
    expect(await field('Contact e-mail')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(await field('Phone number')).toHaveAccessibleDescription(messages.invalidPhone);
    expect(await field('Delivery fee (NGN)')).toHaveAccessibleDescription(
      expect.stringContaining(messages.enterValidAmount),
    );
    expect(await field('Store name')).toHaveFocus();
    expect(api.of('update')).toEqual([]);
  });

  it("saves the details, the fee in major units as typed, and shows the store's new name", async () => {
    const api = mockStoreSetupApi();
    const user = renderSetup();
    await fill(user, 'Store name', 'Ada Bags');
    await fill(user, 'Contact e-mail', 'Sales@Ada.example.com');
    await fill(user, 'Phone number', '0801 234 5678');
    await fill(user, 'Delivery fee (NGN)', '2500.756');
    await fill(user, 'Days to ask for a return', '30');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Store details saved')).toBeInTheDocument();
    expect(api.of('update')).toHaveLength(1);
    expect(api.of('update')[0]?.body).toEqual({
      name: 'Ada Bags',
      description: 'Hand-made bags and shoes.',
      email: 'sales@ada.example.com',
      phone: '08012345678',
      address: '12 Marina Road, Lagos',
      deliveryfee: 2500.76,
      returnwindowdays: 30,
    });
    expect(useSession.getState().user?.businessname).toBe('Ada Bags');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      businessname: 'Ada Bags',
    });
  });

  it("puts the server's field errors under their fields", async () => {
    const api = mockStoreSetupApi(storeSetup(), {
      update: () =>
        jsonResponse(400, {
          error: 'Bad Request',
          details: { email: ['This e-mail is used by another store'] },
        }),
    });
    const user = renderSetup();
    await fill(user, 'Contact e-mail', 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    const email = await field('Contact e-mail');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail is used by another store'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.of('update')).toHaveLength(1);
    expect(screen.queryByText('Store details saved')).not.toBeInTheDocument();
  });

  it('says why the details could not be loaded, and Retry loads them', async () => {
    let failing = true;
    mockStoreSetupApi(storeSetup(), {
      get: () =>
        failing ? jsonResponse(404, { error: 'Not Found' }) : jsonResponse(200, storeSetup()),
    });
    const user = renderSetup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Unable to load your store's details. Not Found",
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await field('Store name')).toHaveValue('Ada Stores');
  });
});
