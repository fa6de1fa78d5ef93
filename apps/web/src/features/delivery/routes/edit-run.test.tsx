import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import { SUB_USER } from '@olivia/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { fakeRunsApi, orderId, run, runId } from '../test/delivery-runs-fake';

const runPath = `${screenPaths.deliveryRoutes}/runs/${runId(1)}`;

function renderRun(path: string, userCategory?: typeof SUB_USER) {
  signInAs(userCategory ? { userCategory } : {});
  renderScreen(screenPaths.deliveryRoutes, path);
  return userEvent.setup();
}

describe('changing a planned delivery run', () => {
  it(
    'takes a stop off, adds a waiting order, reorders, names another driver and saves',
    { timeout: 30_000 },
    async () => {
      const api = fakeRunsApi([run(1)]);
      const user = renderRun(`${runPath}?view=runs`);
      const detail = await screen.findByRole('dialog', { name: /Run of/ });
      await user.click(await within(detail).findByRole('link', { name: 'Edit run' }));
      const drawer = await screen.findByRole('dialog', { name: 'Change delivery run' });
      await user.click(
        await within(drawer).findByRole('button', { name: 'Remove #1001 Chioma Obi' }),
      );
      await user.click(await within(drawer).findByRole('checkbox', { name: '#1003 Ngozi Eze' }));
      await user.click(within(drawer).getByRole('button', { name: 'Move #1003 Ngozi Eze up' }));
      const name = within(drawer).getByLabelText("Driver's name");
      expect(name).toHaveValue('Tunde Bakare');
      await user.clear(name);
      await user.type(name, 'Sola Ade');
      await user.type(within(drawer).getByLabelText('Note for the rider'), 'Call on arrival');
      await user.click(within(drawer).getByRole('button', { name: 'Save run' }));
      await waitFor(() => expect(api.of(deliveryRunEndpoints.update)).toHaveLength(1));
      expect(api.of(deliveryRunEndpoints.update)[0]?.body).toEqual({
        riderid: null,
        ridername: 'Sola Ade',
        riderphone: '08035550101',
        note: 'Call on arrival',
        orderids: [orderId(3), orderId(2)],
      });
      expect(await screen.findByText('Run saved')).toBeInTheDocument();
      const back = await screen.findByRole('dialog', { name: /Run of/ });
      expect(back).toHaveTextContent('Call on arrival');
    },
  );

  it('refuses a run left without stops before asking the server', { timeout: 30_000 }, async () => {
    const api = fakeRunsApi([run(1)]);
    const user = renderRun(`${runPath}/edit?view=runs`);
    const drawer = await screen.findByRole('dialog', { name: 'Change delivery run' });
    await user.click(
      await within(drawer).findByRole('button', { name: 'Remove #1001 Chioma Obi' }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Remove #1002 Musa Bello' }));
    // The waiting list holds them too in the fake: untick them.
    for (const box of within(drawer).queryAllByRole('checkbox', { checked: true })) {
      await user.click(box);
    }
    expect(within(drawer).getByText(/No stops left/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save run' }));
    expect(
      await within(drawer).findByText('Choose between 1 and 100 orders, each once'),
    ).toBeVisible();
    expect(api.of(deliveryRunEndpoints.update)).toHaveLength(0);
  });

  it('offers a sub-user no change', async () => {
    fakeRunsApi([run(1)]);
    renderRun(`${runPath}?view=runs`, SUB_USER);
    const detail = await screen.findByRole('dialog', { name: /Run of/ });
    expect(await within(detail).findByText('Chioma Obi', { exact: false })).toBeInTheDocument();
    expect(within(detail).queryByRole('link', { name: 'Edit run' })).toBeNull();
  });

  it('says an out run cannot be changed when its edit address is opened', async () => {
    fakeRunsApi([run(1, { status: 'out' })]);
    renderRun(`${runPath}/edit?view=runs`);
    const drawer = await screen.findByRole('dialog', { name: 'Change delivery run' });
    expect(
      await within(drawer).findByText("Only a planned run can be changed, by the store's owner."),
    ).toBeInTheDocument();
  });
});
