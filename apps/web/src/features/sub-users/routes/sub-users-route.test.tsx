import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { location, renderSubUsers as renderScreen, rowOf } from '../test/render-sub-users';
import { mockSubUsersApi, params, subUser } from '../test/sub-users-api';

describe('/sub-users/all', () => {
  it('lists the sub-users with their e-mail, phone, flags, status and creation date', async () => {
    const api = mockSubUsersApi([
      subUser(1, { allowsubusertransfer: true, viewbalance: true }),
      subUser(2, { status: 'invited' }),
    ]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Sub-users' })).toBeInTheDocument();
    const ada = await rowOf('Ada Obi');
    expect(ada).toHaveTextContent('staff1@example.com');
    expect(ada).toHaveTextContent('+2348012345678');
    expect(within(ada).getByRole('list')).toHaveTextContent('TransfersBalance');
    expect(ada).toHaveTextContent('Active');
    expect(ada).toHaveTextContent('5 Mar 2026');
    expect(await rowOf('Bola Obi')).toHaveTextContent('NoneInvited');
    expect(params(api.of(subUserEndpoints.list)[0])).toEqual({ page: '0', size: '10' });
    expect(document.title).toMatch(/^Sub-users \| Olivia/);
  });

  it('sends the page, sort, search and status of the URL, and changes them', async () => {
    const api = mockSubUsersApi([subUser(1)]);
    const { user } = renderScreen('/sub-users/all?page=2&sort=email&order=desc&q=obi');
    await rowOf('Ada Obi');
    expect(params(api.of(subUserEndpoints.list)[0])).toEqual({
      page: '1',
      size: '10',
      sort: 'email',
      order: 'desc',
      q: 'obi',
    });

    await user.selectOptions(screen.getByLabelText('Status'), 'Disabled');
    await waitFor(() =>
      expect(params(api.of(subUserEndpoints.list).at(-1))).toMatchObject({
        page: '0',
        status: 'disabled',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(params(api.of(subUserEndpoints.list).at(-1))).toMatchObject({
        sort: 'firstname',
        order: 'asc',
      }),
    );
    expect(location()).toHaveTextContent(
      '/sub-users/all?sort=firstname&order=asc&q=obi&status=disabled',
    );
  });

  it('invites from the empty state: an e-mail with a link, no password', async () => {
    const api = mockSubUsersApi([]);
    const { user } = renderScreen();
    const empty = await screen.findByRole('region', { name: 'Sub-users' });
    expect(within(empty).getByRole('heading', { name: 'No sub-users yet' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('link', { name: 'Invite sub-user' }));

    const drawer = await screen.findByRole('dialog', { name: 'Invite sub-user' });
    expect(location()).toHaveTextContent('/sub-users/all/new');
    expect(within(drawer).queryByLabelText(/password/i)).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Send invitation' }));
    expect(within(drawer).getByLabelText('First name')).toHaveAccessibleDescription(
      'Field is required',
    );
    // The first field on screen gets the focus, though the e-mail field registers first.
    expect(within(drawer).getByLabelText('First name')).toHaveFocus();
    expect(api.of(subUserEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('First name'), 'Chidi');
    await user.type(within(drawer).getByLabelText('Last name'), 'Eze');
    await user.type(within(drawer).getByLabelText('Email'), 'Chidi@Example.com');
    await user.type(within(drawer).getByLabelText('Phone'), '+234 801 234 5678');
    await user.click(within(drawer).getByRole('checkbox', { name: 'May send transfers' }));
    await user.click(within(drawer).getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('An invitation email is on its way to chidi@example.com.'),
    ).toBeInTheDocument();
    expect(api.of(subUserEndpoints.create)[0]?.body).toEqual({
      firstname: 'Chidi',
      lastname: 'Eze',
      email: 'chidi@example.com',
      phone: '+2348012345678',
      allowsubusertransfer: true,
      viewbalance: false,
      branchid: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/sub-users\/all$/);
    expect(await rowOf('Chidi Eze')).toHaveTextContent('Invited');
  });

  it('shows a taken e-mail under the Email field', async () => {
    mockSubUsersApi([subUser(1)], {
      create: () =>
        new Response(JSON.stringify({ error: 'An account with this email already exists' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const { user } = renderScreen('/sub-users/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Invite sub-user' });
    await user.type(within(drawer).getByLabelText('First name'), 'Ada');
    await user.type(within(drawer).getByLabelText('Last name'), 'Obi');
    await user.type(within(drawer).getByLabelText('Email'), 'staff1@example.com');
    await user.type(within(drawer).getByLabelText('Phone'), '+2348012345678');
    await user.click(within(drawer).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Invite sub-user' })).toBeInTheDocument();
  });
});
