import { endpointUrl } from '@olivia/contracts/endpoint';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { location, renderSubUsers as renderScreen, rowOf } from '../test/render-sub-users';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockSubUsersApi, subUser } from '../test/sub-users-api';

describe('/sub-users/all row actions', () => {
  it("edits a sub-user's flags, the e-mail read-only", async () => {
    const api = mockSubUsersApi([subUser(1)]);
    const { user } = renderScreen('/sub-users/all?q=ada');
    await user.click(
      within(await rowOf('Ada Obi')).getByRole('button', { name: 'Actions for Ada Obi' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));

    const drawer = await screen.findByRole('dialog', { name: 'Edit sub-user' });
    expect(location()).toHaveTextContent(`/sub-users/all/${subUser(1).id}/edit?q=ada`);
    expect(within(drawer).getByLabelText('Email')).toHaveValue('staff1@example.com');
    expect(within(drawer).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(drawer).getByLabelText('First name')).toHaveValue('Ada');
    await user.click(within(drawer).getByRole('checkbox', { name: 'May see the balance' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to Ada Obi saved.')).toBeInTheDocument();
    expect(api.of(subUserEndpoints.update)[0]?.url).toBe(
      endpointUrl(subUserEndpoints.update, { id: subUser(1).id }),
    );
    expect(api.of(subUserEndpoints.update)[0]?.body).toEqual({
      firstname: 'Ada',
      lastname: 'Obi',
      phone: '+2348012345678',
      allowsubusertransfer: false,
      viewbalance: true,
      branchid: null,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/sub-users\/all\?q=ada$/));
    expect(within(await rowOf('Ada Obi')).getByRole('list')).toHaveTextContent('Balance');
  });

  it('opens an edit link directly in one call, and says so when the sub-user is gone', async () => {
    // The list on screen does not hold the sub-user (another page): the drawer asks for it alone.
    const api = mockSubUsersApi([subUser(1)], {
      list: () => jsonResponse(200, { content: [], total: 1, page: 3, size: 10 }),
    });
    const { unmount } = renderScreen(`/sub-users/all/${subUser(1).id}/edit`);
    expect(await screen.findByRole('dialog', { name: 'Edit sub-user' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('staff1@example.com');
    expect(api.of(subUserEndpoints.get).map((request) => request.url)).toEqual([
      endpointUrl(subUserEndpoints.get, { id: subUser(1).id }),
    ]);
    unmount();

    renderScreen(`/sub-users/all/${subUser(9).id}/edit`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sub-user no longer exists.');
  });

  it('disables after a confirmation that Escape cancels, then offers Enable', async () => {
    const api = mockSubUsersApi([subUser(1)]);
    const { user } = renderScreen();
    const openActions = async () =>
      user.click(
        within(await rowOf('Ada Obi')).getByRole('button', { name: 'Actions for Ada Obi' }),
      );

    await openActions();
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByRole('dialog', { name: 'Disable Ada Obi?' })).toHaveTextContent(
      'Ada Obi will be signed out and cannot sign in until you enable them again.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(subUserEndpoints.update)).toHaveLength(0);

    await openActions();
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ada Obi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Ada Obi can no longer sign in.')).toBeInTheDocument();
    expect(api.of(subUserEndpoints.update)[0]?.body).toEqual({ disabled: true });
    await waitFor(async () => expect(await rowOf('Ada Obi')).toHaveTextContent('Disabled'));

    await openActions();
    expect(await screen.findByRole('menuitem', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('resends the invitation of an invited sub-user only', async () => {
    const api = mockSubUsersApi([subUser(1), subUser(2, { status: 'invited' })]);
    const { user } = renderScreen();
    await user.click(
      within(await rowOf('Ada Obi')).getByRole('button', { name: 'Actions for Ada Obi' }),
    );
    await screen.findByRole('menuitem', { name: 'Edit' });
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(
      within(await rowOf('Bola Obi')).getByRole('button', { name: 'Actions for Bola Obi' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    expect(
      await screen.findByText('A new invitation email is on its way to staff2@example.com.'),
    ).toBeInTheDocument();
    expect(api.of(subUserEndpoints.resendInvite)[0]).toMatchObject({
      method: 'POST',
      url: endpointUrl(subUserEndpoints.resendInvite, { id: subUser(2).id }),
    });
  });

  it('removes a sub-user after naming them in a confirmation', async () => {
    const api = mockSubUsersApi([subUser(1), subUser(2)]);
    const { user } = renderScreen();
    await user.click(
      within(await rowOf('Ada Obi')).getByRole('button', { name: 'Actions for Ada Obi' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ada Obi?' });
    expect(dialog).toHaveTextContent(
      'Ada Obi (staff1@example.com) will lose access to your store. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Ada Obi was removed.')).toBeInTheDocument();
    expect(api.of(subUserEndpoints.remove)[0]).toMatchObject({
      method: 'DELETE',
      url: endpointUrl(subUserEndpoints.remove, { id: subUser(1).id }),
    });
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Ada Obi' })).not.toBeInTheDocument(),
    );
    expect(await rowOf('Bola Obi')).toBeInTheDocument();
  });
});
