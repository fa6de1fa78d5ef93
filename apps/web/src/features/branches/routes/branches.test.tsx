import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import { branchMessages } from '@olivia/contracts/branch-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { ADDRESS_ID, branch, branchId, fakeBranchesApi, STAFF_ID } from '../test/branches-fake';
import { location, renderBranches, rowOf } from '../test/render-branches';

describe('/branch/all', () => {
  it('lists branches with their figures; filters live in the URL', async () => {
    const api = fakeBranchesApi([branch(1), branch(2), branch(3)]);
    const { user } = renderBranches();
    expect(await screen.findByRole('heading', { name: 'Branches' })).toBeInTheDocument();
    const yaba = await rowOf('Yaba shop');
    expect(yaba).toHaveTextContent('Active');
    expect(yaba).toHaveTextContent('Tunde Bello');
    expect(yaba).toHaveTextContent('Offers pickup');
    expect(yaba).toHaveTextContent('₦52,300.50');
    expect(within(yaba).getByRole('link', { name: 'Orders of Yaba shop: 4' })).toHaveAttribute(
      'href',
      `/orders/all?branch=${branchId(1)}`,
    );
    expect(await rowOf('Lekki fair')).toHaveTextContent('Inactive');

    await user.selectOptions(screen.getByLabelText('Type'), 'Warehouse');
    await waitFor(() => expect(location()).toHaveTextContent('kind=warehouse'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Yaba shop' })).toBeNull());
    expect(api.of(branchEndpoints.list).at(-1)?.url).toContain('kind=warehouse');
    await user.selectOptions(screen.getByLabelText('Pickup'), 'No pickup');
    await waitFor(() => expect(location()).toHaveTextContent('pickup=no'));
    expect(await rowOf('Ikeja warehouse')).toBeInTheDocument();
  });

  it('says what to do when there is no branch yet', async () => {
    fakeBranchesApi([]);
    renderBranches();
    expect(await screen.findByText('No branches yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New branch' }).length).toBeGreaterThan(0);
  });

  it('creates a branch with its address, manager and hours; the contract checks them first', async () => {
    const api = fakeBranchesApi([]);
    const { user } = renderBranches('/branch/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'New branch' });
    await user.click(within(drawer).getByRole('checkbox', { name: /collect their orders/ }));
    await user.clear(within(drawer).getAllByLabelText('Closes')[0] as HTMLElement);
    await user.type(within(drawer).getAllByLabelText('Closes')[0] as HTMLElement, '08:00');
    await user.click(within(drawer).getByRole('button', { name: 'Add branch' }));
    expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription('Field is required');
    expect(within(drawer).getByLabelText('Address')).toHaveAccessibleDescription(
      branchMessages.pickupNeedsAddress,
    );
    expect(within(drawer).getAllByLabelText('Closes')[0]).toHaveAccessibleDescription(
      branchMessages.closesBeforeOpens,
    );
    expect(api.of(branchEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('Name'), 'Surulere shop');
    await within(drawer).findByRole('option', { name: 'Yaba shop, Yaba' });
    await user.selectOptions(within(drawer).getByLabelText('Address'), ADDRESS_ID);
    await user.selectOptions(within(drawer).getByLabelText('Manager'), 'Tunde Bello');
    await user.clear(within(drawer).getAllByLabelText('Closes')[0] as HTMLElement);
    await user.type(within(drawer).getAllByLabelText('Closes')[0] as HTMLElement, '17:30');
    await user.click(within(drawer).getByRole('button', { name: 'Add a day' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add branch' }));
    await waitFor(() => expect(api.of(branchEndpoints.create)).toHaveLength(1));
    const body = api.of(branchEndpoints.create)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Surulere shop',
      kind: 'shop',
      addressid: ADDRESS_ID,
      managerid: STAFF_ID,
      pickup: true,
      active: true,
    });
    expect(body.hours).toHaveLength(6);
    expect((body.hours as { closes: string }[])[0]?.closes).toBe('17:30');
    expect(await screen.findByText('Surulere shop added')).toBeInTheDocument();
  });

  it('shows a branch with its staff and hours, and edits it', async () => {
    const api = fakeBranchesApi([branch(1)]);
    const { user } = renderBranches();
    await user.click(within(await rowOf('Yaba shop')).getByRole('link', { name: 'Yaba shop' }));
    const detail = await screen.findByRole('dialog', { name: 'Yaba shop' });
    expect(await within(detail).findByText('Tunde Bello', { selector: 'span' })).toBeVisible();
    expect(detail).toHaveTextContent('Monday09:00–18:00');
    expect(detail).toHaveTextContent('SundayClosed');
    expect(detail).toHaveTextContent('Ask at the till');
    await user.click(within(detail).getByRole('link', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit branch' });
    await waitFor(() => expect(within(edit).getByLabelText('Address')).toHaveValue(ADDRESS_ID));
    expect(within(edit).getByLabelText('Manager')).toHaveValue(STAFF_ID);
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Yaba flagship');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of(branchEndpoints.update)).toHaveLength(1));
    expect(api.of(branchEndpoints.update)[0]?.body).toMatchObject({
      name: 'Yaba flagship',
      addressid: ADDRESS_ID,
      managerid: STAFF_ID,
    });
  });

  it('says before deactivating that its staff stay, and shows why a branch in use is not removed', async () => {
    const api = fakeBranchesApi([branch(1)], () =>
      jsonResponse(409, { error: branchMessages.branchInUse }),
    );
    const { user } = renderBranches();
    const row = await rowOf('Yaba shop');
    await user.click(within(row).getByRole('button', { name: 'Actions for Yaba shop' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Yaba shop?' });
    expect(dialog).toHaveTextContent('Nothing moves');
    expect(dialog).toHaveTextContent('Sub-users working here: 1.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.of(branchEndpoints.update)[0]?.body).toEqual({ active: false }));

    await user.click(within(await rowOf('Yaba shop')).getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Yaba shop?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await within(remove).findByText(branchMessages.branchInUse)).toBeInTheDocument();
  });

  it('lets a sub-user read branches without changing them', async () => {
    fakeBranchesApi([branch(1)]);
    const { user } = renderBranches('/branch/all', { userCategory: 'OLIVIA_SUB_USER' });
    const row = await rowOf('Yaba shop');
    expect(screen.queryByRole('link', { name: 'New branch' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Actions for Yaba shop' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
  });
});
