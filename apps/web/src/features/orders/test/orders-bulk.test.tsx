import { endpointUrl } from '@olivia/contracts/endpoint';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { orderMessages } from '@olivia/contracts/order-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrdersApi, order, unpaid } from './orders-api';
import { renderOrders, rowOf } from './render-orders';

const bar = () => screen.getByRole('group', { name: 'Actions for the selected rows' });
const select = async (number: string) =>
  within(await rowOf(number)).getByRole('checkbox', { name: /^Select row/ });

describe('/orders/all, bulk actions', () => {
  it('moves the selected orders, says which could not move, and shows the new statuses', async () => {
    const api = mockOrdersApi([order(1), order(2, { orderStatus: 'delivered' }), unpaid(3)]);
    const { user } = await renderOrders();
    await user.click(await select('#1001'));
    await user.click(await select('#1002'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark as processing', 'Mark as shipped', 'Mark as delivered', 'Cancel orders']);

    const lists = api.of(orderEndpoints.list).length;
    await user.click(within(bar()).getByRole('button', { name: 'Mark as shipped' }));
    expect(
      await screen.findByText(
        `1 order updated. 1 item could not be changed (${orderMessages.orderMoveNotAllowed}).`,
      ),
    ).toBeInTheDocument();
    expect(api.of(bulkEndpoints.orderStatus)[0]).toMatchObject({
      method: 'POST',
      url: endpointUrl(bulkEndpoints.orderStatus),
      body: { ids: [order(1).id, order(2).id], orderStatus: 'shipped' },
    });
    await waitFor(async () => expect(await rowOf('#1001')).toHaveTextContent('Shipped'));
    expect(await rowOf('#1002')).toHaveTextContent('Delivered');
    expect(api.of(orderEndpoints.list).length).toBeGreaterThan(lists);
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
    expect(await select('#1001')).not.toBeChecked();
  });

  it('asks before cancelling the selected orders', async () => {
    const api = mockOrdersApi([order(1), unpaid(3)]);
    const { user } = await renderOrders();
    await user.click(await select('#1003'));
    await user.click(within(bar()).getByRole('button', { name: 'Cancel orders' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel the 1 selected order?',
    });
    expect(dialog).toHaveTextContent('Paid orders cannot be cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(bulkEndpoints.orderStatus)).toHaveLength(0);

    await user.click(within(bar()).getByRole('button', { name: 'Cancel orders' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel the 1 selected order?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel orders' }));
    expect(await screen.findByText('1 order updated')).toBeInTheDocument();
    expect(api.of(bulkEndpoints.orderStatus)[0]?.body).toEqual({
      ids: [unpaid(3).id],
      orderStatus: 'cancelled',
    });
    await waitFor(async () => expect(await rowOf('#1003')).toHaveTextContent('Cancelled'));
  });
});
