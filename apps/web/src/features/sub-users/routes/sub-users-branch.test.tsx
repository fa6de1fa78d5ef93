import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { location, renderSubUsers, rowOf } from '../test/render-sub-users';
import { mockSubUsersApi, params, storeBranch, subUser } from '../test/sub-users-api';

const YABA = '00000000-0000-4000-8000-000000000051';
const CLOSED = '00000000-0000-4000-8000-000000000052';
const branches = [storeBranch(YABA, 'Yaba shop'), storeBranch(CLOSED, 'Lekki fair', false)];

describe('/sub-users/all and branches', () => {
  it('shows where each sub-user works and filters the list by branch in the URL', async () => {
    const api = mockSubUsersApi(
      [subUser(1, { branchid: YABA, branch: 'Yaba shop' }), subUser(2)],
      {},
      branches,
    );
    const { user } = renderSubUsers();
    expect(await rowOf('Ada Obi')).toHaveTextContent('Yaba shop');
    expect(await rowOf('Bola Obi')).toHaveTextContent('Head office (no branch)');
    await user.selectOptions(await screen.findByLabelText('Branch'), 'Yaba shop');
    await waitFor(() => expect(location()).toHaveTextContent(`branch=${YABA}`));
    expect(params(api.of(subUserEndpoints.list).at(-1))).toMatchObject({ branch: YABA });
  });

  it('invites a sub-user to an active branch; a deactivated branch is no choice', async () => {
    const api = mockSubUsersApi([], {}, branches);
    const { user } = renderSubUsers('/sub-users/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Invite sub-user' });
    // The select is mounted again once its choices arrive.
    await within(drawer).findByRole('option', { name: 'Yaba shop' });
    const select = within(drawer).getByLabelText('Branch');
    expect(within(select).queryByRole('option', { name: 'Lekki fair' })).toBeNull();
    await user.type(within(drawer).getByLabelText('First name'), 'Chidi');
    await user.type(within(drawer).getByLabelText('Last name'), 'Eze');
    await user.type(within(drawer).getByLabelText('Email'), 'chidi@example.com');
    await user.type(within(drawer).getByLabelText('Phone'), '+2348012345678');
    await user.selectOptions(select, 'Yaba shop');
    await user.click(within(drawer).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.of(subUserEndpoints.create)).toHaveLength(1));
    expect(api.of(subUserEndpoints.create)[0]?.body).toMatchObject({ branchid: YABA });
  });
});
