import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockOrdersApi, order, unpaid } from './orders-api';
import { drawerOf, renderOrders, rowOf } from './render-orders';

const moveButtons = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('region', { name: 'Next steps' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('/orders/all/:id, moving an order', () => {
  it.each([
    ['paid', ['Mark as processing', 'Mark as shipped']],
    ['processing', ['Mark as shipped']],
    ['shipped', ['Mark as delivered']],
  ] as const)('offers only the moves a %s order allows', async (status, expected) => {
    mockOrdersApi([order(1, { orderStatus: status })]);
    await renderOrders(`/orders/all/${order(1).id}`);
    expect(moveButtons(await drawerOf('#1001'))).toEqual(expected);
  });

  it('offers only Cancel for a pending order', async () => {
    mockOrdersApi([unpaid(1)]);
    await renderOrders(`/orders/all/${order(1).id}`);
    expect(moveButtons(await drawerOf('#1001'))).toEqual(['Cancel order']);
  });

  it.each(['delivered', 'cancelled', 'refunded'] as const)(
    'offers no move for a %s order',
    async (status) => {
      mockOrdersApi([order(1, { orderStatus: status })]);
      await renderOrders(`/orders/all/${order(1).id}`);
      const drawer = await drawerOf('#1001');
      expect(within(drawer).queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
    },
  );

  it('moves with a note: the badge changes in the drawer and in the list', async () => {
    const api = mockOrdersApi([order(1), order(2)]);
    const { user } = await renderOrders();
    await user.click(await within(await rowOf('#1001')).findByRole('link'));
    const drawer = await drawerOf('#1001');
    await user.type(within(drawer).getByLabelText('Note (optional)'), 'DHL 4455');
    await user.click(within(drawer).getByRole('button', { name: 'Mark as shipped' }));

    expect(await screen.findByText('Order #1001 is now: Shipped.')).toBeInTheDocument();
    expect(api.of(orderEndpoints.setStatus)[0]).toMatchObject({
      method: 'POST',
      url: endpointUrl(orderEndpoints.setStatus, { id: order(1).id }),
      body: { orderStatus: 'shipped', note: 'DHL 4455' },
    });
    expect(within(drawer).getByText('Shipped')).toBeInTheDocument();
    expect(moveButtons(drawer)).toEqual(['Mark as delivered']);
    expect(within(drawer).getByLabelText('Note (optional)')).toHaveValue('');
    expect(
      within(drawer).getByText('Status changed from Paid to Shipped').closest('li'),
    ).toHaveTextContent('DHL 4455');
    await waitFor(async () => expect(await rowOf('#1001')).toHaveTextContent('Shipped'));
    expect(await rowOf('#1002')).not.toHaveTextContent('Shipped');
  });

  it("shows the server's refusal (409) and leaves the order as it was", async () => {
    mockOrdersApi([order(1)], {
      setStatus: () => jsonResponse(409, { error: 'This order cannot move to that status' }),
    });
    const { user } = await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    await user.click(within(drawer).getByRole('button', { name: 'Mark as processing' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This order cannot move to that status',
    );
    expect(within(drawer).queryByText('Processing')).not.toBeInTheDocument();
    expect(moveButtons(drawer)).toContain('Mark as processing');
  });

  it('cancels only after a confirmation that Escape dismisses', async () => {
    const api = mockOrdersApi([unpaid(1)]);
    const { user } = await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    const ask = async () => {
      await user.click(within(drawer).getByRole('button', { name: 'Cancel order' }));
      return screen.findByRole('dialog', { name: 'Cancel order #1001?' });
    };

    expect(await ask()).toHaveTextContent('its items go back into stock');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel order #1001?' })).not.toBeInTheDocument(),
    );
    expect(api.of(orderEndpoints.setStatus)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Order #1001' })).toBeInTheDocument();

    await user.click(within(await ask()).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order #1001 is now: Cancelled.')).toBeInTheDocument();
    expect(api.of(orderEndpoints.setStatus)[0]?.body).toEqual({
      orderStatus: 'cancelled',
      note: '',
    });
    expect(within(drawer).getByText('Cancelled')).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('gives money back in cash with the PIN, and lists the refund on the order', async () => {
    const api = mockOrdersApi([order(1, { orderStatus: 'delivered', paymentmethod: 'transfer' })]);
    const { user } = await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    const refunds = within(drawer).getByRole('region', { name: 'Refunds' });
    expect(await within(refunds).findByText('Refunded ₦0.00 · ₦37,500.00 left')).toBeVisible();
    await user.click(within(refunds).getByRole('link', { name: 'Refund money' }));

    const form = (await screen.findByText('How the money goes back')).closest('[role="dialog"]');
    if (!(form instanceof HTMLElement)) throw new Error('no refund drawer');
    // Paid by transfer: no card; the customer's bank or cash.
    expect(within(form).queryByLabelText('To the card it was paid with')).toBeNull();
    await user.click(within(form).getByLabelText('In cash from the till'));
    await user.type(within(form).getByLabelText('How many Ankara dress'), '1');
    await user.type(within(form).getByLabelText('Reason'), 'Torn at the seam');
    for (const digit of '4826') {
      await user.click(
        within(within(form).getByRole('group', { name: 'PIN keypad' })).getByRole('button', {
          name: digit,
        }),
      );
    }
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.of(orderEndpoints.refund)).toHaveLength(1));
    expect(api.of(orderEndpoints.refund)[0]?.body).toMatchObject({
      method: 'cash',
      items: [{ itemid: order(1).items[0]?.id, quantity: 1 }],
      reason: 'Torn at the seam',
      pin: '4826',
    });
    const back = await drawerOf('#1001');
    expect(await within(back).findByText('Torn at the seam')).toBeVisible();
  });
});
