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
    ['paid', ['Mark as processing', 'Mark as shipped', 'Mark as refunded']],
    ['processing', ['Mark as shipped', 'Mark as refunded']],
    ['shipped', ['Mark as delivered', 'Mark as refunded']],
    ['delivered', ['Mark as refunded']],
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

  it.each(['cancelled', 'refunded'] as const)('offers no move for a %s order', async (status) => {
    mockOrdersApi([order(1, { orderStatus: status })]);
    await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    expect(within(drawer).queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
  });

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
    expect(moveButtons(drawer)).toEqual(['Mark as delivered', 'Mark as refunded']);
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

  it('explains before a refund that the money goes back outside Olivia', async () => {
    const api = mockOrdersApi([order(1, { orderStatus: 'delivered' })]);
    const { user } = await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    await user.click(within(drawer).getByRole('button', { name: 'Mark as refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1001 as refunded?' });
    expect(dialog).toHaveTextContent(
      'Olivia does not send the money back. Return ₦37,500.00 to the customer yourself, outside Olivia',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    await waitFor(() => expect(within(drawer).getByText('Refunded')).toBeInTheDocument());
    expect(api.of(orderEndpoints.setStatus)[0]?.body).toMatchObject({ orderStatus: 'refunded' });
  });
});
