import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, addressId, mockAddressesApi } from '../test/addresses-api';
import { renderAddresses } from '../test/render-addresses';

const query = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://localhost').searchParams);
const rowOf = async (label: string) =>
  (
    await within(await screen.findByRole('table', { name: 'Addresses' })).findByRole('link', {
      name: label,
    })
  ).closest('tr') as HTMLElement;

describe('/address/all', () => {
  it('lists the addresses with kind, one line, landmark and the default; filters go in the URL', async () => {
    const api = mockAddressesApi([
      address(1),
      address(2, { kind: 'warehouse', city: 'Ikeja', line1: '22 Oba Akran Avenue' }),
    ]);
    const { user } = renderAddresses('/address/all?kind=pickup&q=yaba');
    const shop = await rowOf('Yaba shop');
    expect(shop).toHaveTextContent('Pickup point');
    expect(shop).toHaveTextContent('14 Tejuosho Market Road, Yaba, Lagos');
    expect(shop).toHaveTextContent('Near the footbridge');
    expect(within(shop).getByText('Default')).toBeInTheDocument();
    expect(await rowOf('Ikeja warehouse')).toHaveTextContent('Warehouse');
    expect(query(api.of(addressEndpoints.list)[0]?.url)).toMatchObject({
      kind: 'pickup',
      q: 'yaba',
    });

    await user.selectOptions(screen.getByLabelText('State'), 'FCT');
    await waitFor(() =>
      expect(query(api.of(addressEndpoints.list).at(-1)?.url)).toMatchObject({
        kind: 'pickup',
        state: 'FCT',
      }),
    );
  });

  it('creates an address: an NGN store must choose a state; nothing is sent until it does', async () => {
    const api = mockAddressesApi([]);
    const { user } = renderAddresses();
    const empty = await screen.findByRole('region', { name: 'Addresses' });
    expect(within(empty).getByRole('heading', { name: 'No addresses yet' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('link', { name: 'Add address' }));
    const drawer = await screen.findByRole('dialog', { name: 'New address' });
    expect(within(drawer).queryByLabelText('Postcode')).not.toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('Label'), 'Ikeja warehouse');
    await user.selectOptions(within(drawer).getByLabelText('Kind'), 'warehouse');
    await user.type(within(drawer).getByLabelText('Address line 1'), '22 Oba Akran Avenue');
    await user.type(within(drawer).getByLabelText('City or town'), 'Ikeja');
    await user.click(within(drawer).getByRole('button', { name: 'Add address' }));
    expect(within(drawer).getByLabelText('State')).toHaveAccessibleDescription('Field is required');
    expect(api.of(addressEndpoints.create)).toHaveLength(0);

    await user.selectOptions(within(drawer).getByLabelText('State'), 'Lagos');
    await user.type(within(drawer).getByLabelText('Local government area'), 'Ikeja');
    await user.click(within(drawer).getByLabelText('Make it the default of its kind'));
    await user.click(within(drawer).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Ikeja warehouse was added.')).toBeInTheDocument();
    expect(api.of(addressEndpoints.create)[0]?.body).toMatchObject({
      kind: 'warehouse',
      label: 'Ikeja warehouse',
      state: 'Lagos',
      lga: 'Ikeja',
      isdefault: true,
    });
  });

  it('asks a GBP store for a valid UK postcode instead of a state', async () => {
    const api = mockAddressesApi([]);
    const { user } = renderAddresses('/address/all/new', { curAbbre: 'GBP', curSymbol: '£' });
    const drawer = await screen.findByRole('dialog', { name: 'New address' });
    expect(within(drawer).queryByLabelText('State')).not.toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Label'), 'Bankside');
    await user.type(within(drawer).getByLabelText('Address line 1'), '3 Bankside');
    await user.type(within(drawer).getByLabelText('City or town'), 'London');
    await user.type(within(drawer).getByLabelText('Postcode'), 'LONDON1');
    await user.click(within(drawer).getByRole('button', { name: 'Add address' }));
    expect(within(drawer).getByLabelText('Postcode')).toHaveAccessibleDescription(
      /^Enter a valid UK postcode, such as SW1A 1AA/,
    );
    expect(api.of(addressEndpoints.create)).toHaveLength(0);
  });

  it('makes an address the default from its row, and edits one without touching the default', async () => {
    const api = mockAddressesApi([address(1), address(2)]);
    const { user } = renderAddresses();
    const second = await rowOf('Ikeja warehouse');
    await user.click(within(second).getByRole('button', { name: 'Actions for Ikeja warehouse' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    expect(await screen.findByText('Ikeja warehouse is now the default.')).toBeInTheDocument();
    expect(api.of(addressEndpoints.makeDefault)[0]?.url).toContain(
      `/addresses/${addressId(2)}/default`,
    );
    await waitFor(async () =>
      expect(within(await rowOf('Yaba shop')).queryByText('Default')).not.toBeInTheDocument(),
    );

    await user.click(await screen.findByRole('link', { name: 'Yaba shop' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(drawer).queryByLabelText('Make it the default of its kind')).toBeNull();
    await user.clear(within(drawer).getByLabelText('Landmark'));
    await user.type(within(drawer).getByLabelText('Landmark'), 'Behind the bus stop');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Yaba shop was saved.')).toBeInTheDocument();
    const body = api.of(addressEndpoints.update)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ landmark: 'Behind the bus stop', state: 'Lagos' });
    expect(body).not.toHaveProperty('isdefault');
  });
});
