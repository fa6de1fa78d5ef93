import { deliveryZoneEndpoints } from '@olivia/contracts/delivery-zone-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { fakeZonesApi, zone, zoneId } from '../test/delivery-fake';

function renderDelivery(path: string = screenPaths.deliveryRoutes) {
  signInAs();
  renderScreen(screenPaths.deliveryRoutes, path);
  return userEvent.setup();
}

const rowOf = async (name: string) =>
  (
    await within(await screen.findByRole('table', { name: 'Delivery zones' })).findByRole('link', {
      name,
    })
  ).closest('tr') as HTMLElement;

describe('/delivery-routes/all', () => {
  it('lists zones with regions, fee, free-from, times and status; the filter is in the URL', async () => {
    const api = fakeZonesApi([zone(1), zone(2), zone(3)]);
    const user = renderDelivery();
    expect(await screen.findByRole('heading', { name: 'Delivery routes' })).toBeInTheDocument();
    const mainland = await rowOf('Lagos mainland');
    expect(mainland).toHaveTextContent('Lagos');
    expect(mainland).toHaveTextContent('₦1,500');
    expect(mainland).toHaveTextContent('₦50,000');
    expect(await rowOf('Lagos island')).toHaveTextContent('Mon–Sat · 09:00–12:00');
    expect(await rowOf('Abuja')).toHaveTextContent('Inactive');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() =>
      expect(api.of(deliveryZoneEndpoints.list).at(-1)?.url).toContain('status=inactive'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lagos mainland' })).toBeNull());
  });

  it('says what to do when there is no zone', async () => {
    fakeZonesApi([]);
    renderDelivery();
    expect(await screen.findByText('No delivery zones yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add zone' }).length).toBeGreaterThan(0);
  });

  it(
    "creates a zone: the contract's messages under the fields, then the values sent",
    { timeout: 30_000 },
    async () => {
      const api = fakeZonesApi([]);
      const user = renderDelivery(`${screenPaths.deliveryRoutes}/new`);
      const drawer = await screen.findByRole('dialog', { name: 'New delivery zone' });
      await user.click(within(drawer).getByRole('button', { name: 'Create zone' }));
      expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription(
        'Field is required',
      );
      expect(api.of(deliveryZoneEndpoints.create)).toHaveLength(0);

      await user.type(within(drawer).getByLabelText('Name'), 'Ikeja');
      await user.type(within(drawer).getByLabelText('States and LGAs'), 'Atlantis');
      await user.click(within(drawer).getByRole('button', { name: 'Create zone' }));
      await waitFor(() =>
        expect(within(drawer).getByLabelText('States and LGAs')).toHaveAccessibleDescription(
          expect.stringContaining('Enter a state, or a state and LGA as State/LGA (Lagos/Ikeja)'),
        ),
      );
      const regions = within(drawer).getByLabelText('States and LGAs');
      await user.clear(regions);
      await user.type(regions, 'lagos/Ikeja, Ogun');
      await user.clear(within(drawer).getByLabelText('Delivery fee'));
      await user.type(within(drawer).getByLabelText('Delivery fee'), '1200');
      await user.click(within(drawer).getByLabelText('Sunday'));
      await user.click(within(drawer).getByRole('button', { name: 'Add a time' }));
      await user.click(within(drawer).getByRole('button', { name: 'Create zone' }));
      expect(await screen.findByText('Ikeja was created.')).toBeInTheDocument();
      expect(api.of(deliveryZoneEndpoints.create).at(-1)?.body).toEqual({
        name: 'Ikeja',
        country: 'NG',
        regions: ['Lagos/Ikeja', 'Ogun'],
        fee: 1200,
        freeabove: null,
        minorder: 0,
        days: [1, 2, 3, 4, 5, 6, 0],
        slots: [{ from: '09:00', to: '12:00' }],
        priority: 0,
        active: true,
      });
    },
  );

  it('edits a zone: a cleared free-from is sent as never free', { timeout: 30_000 }, async () => {
    const api = fakeZonesApi([zone(1)]);
    const user = renderDelivery(`${screenPaths.deliveryRoutes}/${zoneId(1)}/edit`);
    const fee = await screen.findByLabelText('Delivery fee');
    const drawer = screen.getByRole('dialog', { name: 'Edit delivery zone' });
    await user.clear(fee);
    await user.type(fee, '2000');
    await user.clear(within(drawer).getByLabelText('Free from'));
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to Lagos mainland saved.')).toBeInTheDocument();
    expect(api.of(deliveryZoneEndpoints.update).at(-1)?.body).toMatchObject({
      fee: 2000,
      freeabove: null,
      regions: ['Lagos'],
    });
  });

  it('removes a zone after asking', async () => {
    const api = fakeZonesApi([zone(1)]);
    const user = renderDelivery();
    const row = await rowOf('Lagos mainland');
    await user.click(within(row).getByRole('button', { name: 'Actions for Lagos mainland' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lagos mainland?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Lagos mainland was removed.')).toBeInTheDocument();
    expect(api.of(deliveryZoneEndpoints.remove)).toHaveLength(1);
  });
});
