import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockReturnsApi, order, params, returned, uuid } from './returns-api';
import { location, renderReturns, rowOf } from './render-returns';

describe('/returned-items/all', () => {
  it('lists returns with their order, product, quantity, reason, customer, status and dates', async () => {
    const api = mockReturnsApi([
      returned(1, { variant: 'M / Blue', quantity: 2 }),
      returned(2, { status: 'received', reason: 'Wrong colour', requestedby: 'customer' }),
    ]);
    const { user } = renderReturns();
    expect(await screen.findByRole('heading', { name: 'Returned items' })).toBeInTheDocument();
    const first = await rowOf(1001);
    expect(within(first).getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      `/orders/all/${uuid(101)}`,
    );
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '#1001',
      'Ankara dressM / Blue',
      '2',
      'Too small',
      'Bola Ade',
      'Requested',
      expect.stringContaining('5 Mar 2026'),
      expect.stringContaining('6 Mar 2026'),
      '',
    ]);
    expect(within(first).getByRole('button', { name: /Actions for/ })).toBeInTheDocument();
    const second = await rowOf(1002);
    expect(second).toHaveTextContent('Received');
    expect(second).toHaveTextContent('Asked from their order page');
    expect(first).not.toHaveTextContent('Asked from their order page');
    // Only a requested return can still be received or rejected; a received one offers its refund.
    await user.click(within(second).getByRole('button', { name: /Actions for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Refund on the order' })).toHaveAttribute(
      'href',
      `/orders/all/${uuid(102)}/refund`,
    );
    expect(screen.queryByRole('menuitem', { name: 'Mark received' })).toBeNull();
    expect(params(api.of(returnEndpoints.list)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'createdat',
      order: 'desc',
    });
  });

  it('filters by status through the URL', async () => {
    const api = mockReturnsApi([returned(1), returned(2, { status: 'rejected' })]);
    const { user } = renderReturns('/returned-items/all?status=rejected');
    expect(await rowOf(1002)).toHaveTextContent('Rejected');
    expect(screen.queryByRole('link', { name: '#1001' })).not.toBeInTheDocument();
    expect(params(api.of(returnEndpoints.list)[0])).toMatchObject({ status: 'rejected' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Requested');
    expect(await rowOf(1001)).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/returned-items\/all\?status=requested$/);
  });

  it('marks a requested return received after a confirmation that Escape cancels', async () => {
    const api = mockReturnsApi([returned(1, { quantity: 2 })]);
    const { user } = renderReturns();
    const open = async (action: string) => {
      await user.click(
        within(await rowOf(1001)).getByRole('button', {
          name: 'Actions for the return of Ankara dress on order #1001',
        }),
      );
      await user.click(await screen.findByRole('menuitem', { name: action }));
    };

    await open('Reject');
    expect(
      await screen.findByRole('dialog', { name: 'Reject the return of Ankara dress?' }),
    ).toHaveTextContent('nothing goes back into stock');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(returnEndpoints.update)).toHaveLength(0);

    await open('Mark received');
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the return of Ankara dress received?',
    });
    expect(dialog).toHaveTextContent('2 units go back into stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Ankara dress received: 2 units back in stock.')).toBeVisible();
    expect(api.of(returnEndpoints.update)[0]).toMatchObject({
      method: 'PUT',
      url: endpointUrl(returnEndpoints.update, { id: uuid(1) }),
      body: { status: 'received' },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Received')).toBeVisible(),
    );
    // Received: the row now offers the refund on its order, nothing else.
    await user.click(
      within(await rowOf(1001)).getByRole('button', {
        name: 'Actions for the return of Ankara dress on order #1001',
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Refund on the order' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Reject' })).toBeNull();
  });
});

describe('/returned-items/all/new', () => {
  it('finds the order by number and records a return of at most what is left', async () => {
    const api = mockReturnsApi([]);
    const { user } = renderReturns('/returned-items/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Record a return' });

    await user.click(within(drawer).getByRole('button', { name: 'Record return' }));
    expect(await within(drawer).findByText('Find the order first')).toBeVisible();
    expect(api.of(returnEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('Order number'), '999{Enter}');
    expect(await within(drawer).findByText('No order #999 was found.')).toBeVisible();

    await user.clear(within(drawer).getByLabelText('Order number'));
    await user.type(within(drawer).getByLabelText('Order number'), '#1001');
    await user.click(within(drawer).getByRole('button', { name: 'Find' }));
    expect(await within(drawer).findByText('Order #1001 from Bola Ade (Delivered)')).toBeVisible();
    expect(params(api.of(orderEndpoints.list).at(-1))).toMatchObject({ q: '1001' });
    expect(api.of(orderEndpoints.get).at(-1)?.url).toBe(
      endpointUrl(orderEndpoints.get, { id: order().id }),
    );

    // The sandals were all returned already: only the dress is offered, up to 2 of 3.
    const item = within(drawer).getByLabelText('Item');
    expect(
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an item', 'Ankara dress (M / Blue): up to 2 of 3']);
    await user.selectOptions(item, 'Ankara dress (M / Blue): up to 2 of 3');
    expect(drawer).toHaveTextContent('Up to 2: ordered and not yet returned.');
    await user.type(within(drawer).getByLabelText('Quantity'), '3');
    await user.type(within(drawer).getByLabelText('Reason'), 'Too small');
    await user.click(within(drawer).getByRole('button', { name: 'Record return' }));
    expect(
      await within(drawer).findByText('More than was ordered and not yet returned'),
    ).toBeVisible();
    expect(api.of(returnEndpoints.create)).toHaveLength(0);

    await user.clear(within(drawer).getByLabelText('Quantity'));
    await user.type(within(drawer).getByLabelText('Quantity'), '2');
    await user.click(within(drawer).getByRole('button', { name: 'Record return' }));
    expect(await screen.findByText('Return on order #1001 recorded.')).toBeVisible();
    expect(api.of(returnEndpoints.create)[0]?.body).toEqual({
      orderid: order().id,
      itemid: order().items[0]?.id,
      quantity: 2,
      reason: 'Too small',
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/returned-items\/all$/));
    expect(await rowOf(1001)).toHaveTextContent('Requested');
  });

  it("shows the server's refusal of a return on an unpaid order", async () => {
    mockReturnsApi([], [order({ orderStatus: 'pending', paymentstate: 'unpaid' })]);
    const { user } = renderReturns('/returned-items/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Record a return' });
    await user.type(within(drawer).getByLabelText('Order number'), '1001{Enter}');
    await within(drawer).findByText('Order #1001 from Bola Ade (Pending)');
    await user.selectOptions(
      within(drawer).getByLabelText('Item'),
      'Ankara dress (M / Blue): up to 2 of 3',
    );
    await user.type(within(drawer).getByLabelText('Quantity'), '1');
    await user.type(within(drawer).getByLabelText('Reason'), 'Changed mind');
    await user.click(within(drawer).getByRole('button', { name: 'Record return' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Only paid orders can have returns',
    );
    expect(screen.getByRole('dialog', { name: 'Record a return' })).toBeInTheDocument();
  });
});
