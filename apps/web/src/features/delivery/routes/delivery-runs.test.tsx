import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import { SUB_USER } from '@olivia/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { fakeRunsApi, orderId, run, runId, stop } from '../test/delivery-runs-fake';

const runsPath = `${screenPaths.deliveryRoutes}?view=runs`;

function renderRuns(path: string = runsPath, userCategory?: typeof SUB_USER) {
  signInAs(userCategory ? { userCategory } : {});
  renderScreen(screenPaths.deliveryRoutes, path);
  return userEvent.setup();
}

describe('/delivery-routes/all?view=runs', () => {
  it('switches from zones to runs and lists them; the status filter is in the URL', async () => {
    const api = fakeRunsApi([run(1), run(2, { status: 'completed', deliveredcount: 2 })]);
    const user = renderRuns();
    const table = await screen.findByRole('table', { name: 'Delivery runs' });
    expect(await within(table).findByText('Tunde Bakare')).toBeInTheDocument();
    expect(within(table).getByText('2 of 2 stops done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Runs' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await waitFor(() =>
      expect(api.of(deliveryRunEndpoints.list).at(-1)?.url).toContain('status=completed'),
    );
  });

  it('says what to do when there is no run, and offers a sub-user no planning', async () => {
    fakeRunsApi([]);
    renderRuns(runsPath, SUB_USER);
    expect(await screen.findByText('No delivery runs yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plan a run' })).toBeNull();
  });

  it(
    'plans a run: orders ticked by zone, put in order with the arrows, a named driver',
    { timeout: 30_000 },
    async () => {
      const api = fakeRunsApi([]);
      const user = renderRuns(`${screenPaths.deliveryRoutes}/runs/new?view=runs`);
      const drawer = await screen.findByRole('dialog', { name: 'Plan a delivery run' });
      await user.click(await within(drawer).findByRole('checkbox', { name: '#1001 Chioma Obi' }));
      await user.click(within(drawer).getByRole('checkbox', { name: '#1003 Ngozi Eze' }));
      expect(within(drawer).getByText('Tried before', { exact: false })).toBeInTheDocument();
      await user.click(within(drawer).getByRole('button', { name: 'Plan run' }));
      expect(within(drawer).getByLabelText("Driver's name")).toHaveAccessibleDescription(
        'Choose a rider, or name a driver and their phone number',
      );
      expect(api.of(deliveryRunEndpoints.create)).toHaveLength(0);
      await user.click(within(drawer).getByRole('button', { name: 'Move #1003 Ngozi Eze up' }));
      await user.type(within(drawer).getByLabelText("Driver's name"), 'Tunde Bakare');
      await user.type(within(drawer).getByLabelText("Driver's phone"), '08035550101');
      await user.click(within(drawer).getByRole('button', { name: 'Plan run' }));
      await waitFor(() => expect(api.of(deliveryRunEndpoints.create)).toHaveLength(1));
      expect(api.of(deliveryRunEndpoints.create).at(-1)?.body).toMatchObject({
        riderid: null,
        ridername: 'Tunde Bakare',
        riderphone: '08035550101',
        zoneid: null,
        orderids: [orderId(3), orderId(1)],
      });
      expect(await screen.findByRole('dialog', { name: /Run of/ })).toBeInTheDocument();
    },
  );

  it('a planned run: reorder its stops, start it', async () => {
    const api = fakeRunsApi([run(1)]);
    const user = renderRuns(`${screenPaths.deliveryRoutes}/runs/${runId(1)}?view=runs`);
    const drawer = await screen.findByRole('dialog', { name: /Run of/ });
    await user.click(
      await within(drawer).findByRole('button', { name: 'Move #1002 Musa Bello up' }),
    );
    await waitFor(() =>
      expect(api.of(deliveryRunEndpoints.reorder).at(-1)?.body).toEqual({
        stopids: [stop(2).id, stop(1).id],
      }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Start run' }));
    expect(await screen.findByText('Run started: its orders are shipped')).toBeInTheDocument();
    expect(api.of(deliveryRunEndpoints.start)).toHaveLength(1);
  });

  it('the rider marks a stop failed (a note needed) and one delivered', async () => {
    const api = fakeRunsApi([run(1, { status: 'out' })]);
    const user = renderRuns(`${screenPaths.deliveryRoutes}/runs/${runId(1)}?view=runs`, SUB_USER);
    const first = await screen.findByRole('listitem', { name: '#1001 Chioma Obi' });
    await user.click(within(first).getByRole('button', { name: 'Not delivered' }));
    await user.click(within(first).getByRole('button', { name: 'Mark not delivered' }));
    expect(within(first).getByLabelText('Why it failed')).toHaveAccessibleDescription(
      'Say why the delivery failed',
    );
    await user.type(within(first).getByLabelText('Why it failed'), 'Gate locked');
    await user.click(within(first).getByRole('button', { name: 'Mark not delivered' }));
    await waitFor(() =>
      expect(api.of(deliveryRunEndpoints.markStop).at(-1)?.body).toEqual({
        status: 'failed',
        note: 'Gate locked',
        photo: '',
      }),
    );
    const second = screen.getByRole('listitem', { name: '#1002 Musa Bello' });
    expect(second).toHaveTextContent('Collect ₦12,500');
    await user.click(within(second).getByRole('button', { name: 'Delivered' }));
    await user.click(within(second).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('Order #1002 delivered')).toBeInTheDocument();
  });

  it('cancels a planned run after asking', async () => {
    const api = fakeRunsApi([run(1)]);
    const user = renderRuns(`${screenPaths.deliveryRoutes}/runs/${runId(1)}?view=runs`);
    const drawer = await screen.findByRole('dialog', { name: /Run of/ });
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this run?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(api.of(deliveryRunEndpoints.cancel)).toHaveLength(1));
  });
});
