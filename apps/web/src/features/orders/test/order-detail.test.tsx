import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { event, mockOrdersApi, order, unpaid } from './orders-api';
import { drawerOf, location, renderOrders, rowOf } from './render-orders';

/** An order with a story: placed, paid in two transfers, processed, one dress returned. */
const told = order(1, {
  orderStatus: 'processing',
  items: order(1).items.map((item, index) =>
    index === 0 ? { ...item, returnedquantity: 1 } : item,
  ),
  timeline: [
    event(4, {
      code: 'returnReceived',
      params: { quantity: '1', item: 'Ankara dress' },
      orderStatus: 'processing',
      by: 'Ada',
    }),
    event(1),
    event(2, { code: 'paymentReceived', params: { amount: '20000' }, by: 'System' }),
    event(3, { code: 'paid', orderStatus: 'paid', by: 'System' }),
    event(5, {
      code: 'statusChanged',
      params: { from: 'paid', to: 'processing' },
      orderStatus: 'processing',
      note: 'Packing today',
      by: 'Chidi Eze',
    }),
  ],
});

const sentences = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('region', { name: /Timeline|Historique/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('/orders/all/:id', () => {
  it('opens from the list: customer, delivery, lines, totals and the timeline in words', async () => {
    mockOrdersApi([told]);
    const { user } = await renderOrders('/orders/all?status=processing');
    await user.click(within(await rowOf('#1001')).getByRole('link', { name: 'Open order #1001' }));
    const drawer = await drawerOf('#1001');
    expect(location()).toHaveTextContent(`/orders/all/${told.id}?status=processing`);
    expect(within(drawer).getByText('Processing')).toBeInTheDocument();
    expect(within(drawer).getByText('Paid')).toBeInTheDocument();

    expect(within(drawer).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(drawer).getByRole('link', { name: '+2348012345678' })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    );
    expect(within(drawer).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/chats?q=ada%40example.com',
    );
    expect(drawer).toHaveTextContent('12 Marina RoadLagos');
    expect(drawer).toHaveTextContent('Note: Call at the gate');

    const lines = within(within(drawer).getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveTextContent(
      'Ankara dressM / BlueSKU: AD-M₦15,000.00 × 2Returned: 1₦15,000.002₦30,000.00',
    );
    expect(lines[1]?.querySelector('img')).toHaveAttribute('src', '/files/img-1');
    expect(lines[2]).toHaveTextContent('Beaded bag₦5,000.00 × 1₦5,000.001₦5,000.00');
    expect(lines[2]).not.toHaveTextContent('Returned');
    expect(drawer).toHaveTextContent(
      'Subtotal₦35,000.00Delivery fee₦2,500.00Total₦37,500.00Amount paid₦37,500.00',
    );
    expect(drawer).not.toHaveTextContent('Awaiting payment');

    expect(sentences(drawer)).toEqual([
      'Order placed',
      'Payment of ₦20,000.00 received',
      'Paid in full',
      '1 × Ankara dress returned',
      'Status changed from Paid to Processing',
    ]);
    const moved = within(drawer).getByText('Status changed from Paid to Processing').closest('li');
    expect(moved).toHaveTextContent('Packing today');
    expect(moved).toHaveTextContent(/Chidi Eze · 5 Mar 2026/);
    expect(within(drawer).getByText('Order placed').closest('li')).toHaveTextContent(
      /^Order placedCustomer · /,
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/orders\/all\?status=processing$/));
  });

  it("tells the timeline in the reader's language", async () => {
    mockOrdersApi([told]);
    await changeLanguage('fr');
    try {
      await renderOrders(`/orders/all/${told.id}`);
      const drawer = await screen.findByRole('dialog', { name: 'Commande #1001' });
      expect(sentences(drawer)).toEqual([
        'Commande passée',
        'Paiement de ₦20,000.00 reçu',
        'Payée en totalité',
        'Ankara dress : 1 unité retournée',
        'Statut passé de Payée à En préparation',
      ]);
      expect(within(drawer).getByRole('button', { name: 'Marquer comme expédiée' })).toBeVisible();
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows how an unpaid order is to be paid', async () => {
    mockOrdersApi([unpaid(1, { amountpaid: 10000, paymentstate: 'partiallypaid' })]);
    await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    expect(within(drawer).getByText('Partially paid')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Awaiting payment');
    expect(drawer).toHaveTextContent('BankWema Bank');
    expect(drawer).toHaveTextContent('Account number9876543210');
    expect(drawer).toHaveTextContent('Amount due₦37,500.00');
    expect(drawer).toHaveTextContent(/Expires6 Mar 2026/);
  });

  it('shows an order taken at the counter: its badge, how it is paid and its discount', async () => {
    const taken = order(1, {
      source: 'manual',
      paymentmethod: 'cash',
      discount: 2500,
      discountreason: 'Loyal customer',
      total: 35000,
      amountpaid: 35000,
    });
    mockOrdersApi([taken, order(2)]);
    const { user } = await renderOrders(`/orders/all/${taken.id}`);
    const drawer = await drawerOf('#1001');
    expect(within(drawer).getByText('Taken by phone or at the counter')).toBeVisible();
    expect(within(drawer).getAllByText('Payment method: Cash')[0]).toBeVisible();
    expect(drawer).toHaveTextContent(
      'Subtotal₦35,000.00Delivery fee₦2,500.00Discount (Loyal customer)−₦2,500.00Total₦35,000.00',
    );

    vi.spyOn(window, 'print').mockImplementation(() => {
      const printed = document.querySelector('.print-table-root')?.textContent ?? '';
      expect(printed).toContain('Discount (Loyal customer)−₦2,500.00Total₦35,000.00');
      window.dispatchEvent(new Event('afterprint'));
    });
    await user.click(within(drawer).getByRole('button', { name: 'Print invoice' }));
    expect(window.print).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('#1002')).getByRole('link', { name: 'Open order #1002' }));
    const other = await drawerOf('#1002');
    expect(within(other).queryByText('Taken by phone or at the counter')).not.toBeInTheDocument();
    expect(other).not.toHaveTextContent('Discount');
    expect(within(other).getAllByText('Payment method: Bank transfer')[0]).toBeVisible();
  });

  it('draws no Delivery section for a sale at the counter, and keeps its note', async () => {
    const sold = order(1, {
      source: 'manual',
      paymentmethod: 'cash',
      address: '',
      city: '',
      note: 'Gift wrapped',
      delivery: { ...order(1).delivery, state: '', lga: '' },
    });
    mockOrdersApi([sold, order(2)]);
    const { user } = await renderOrders(`/orders/all/${sold.id}`);
    const counter = await drawerOf('#1001');
    expect(within(counter).queryByRole('heading', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(counter).toHaveTextContent('Note: Gift wrapped');
    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('#1002')).getByRole('link', { name: 'Open order #1002' }));
    const sent = await drawerOf('#1002');
    expect(within(sent).getByRole('heading', { name: 'Delivery' })).toBeVisible();
  });

  it('names the branch of a counter sale and of a pickup there; none without', async () => {
    const yaba = { id: '00000000-0000-4000-8000-000000000b01', name: 'Yaba shop' };
    const sold = order(1, { source: 'manual', paymentmethod: 'cash', branch: yaba });
    const pickup = order(2, {
      branch: yaba,
      delivery: {
        ...order(2).delivery,
        fulfilment: 'pickup',
        pickup: 'Yaba shop — 3 Herbert Macaulay Way',
      },
    });
    mockOrdersApi([sold, pickup, order(3)]);
    const { user } = await renderOrders(`/orders/all/${sold.id}`);
    const counter = await drawerOf('#1001');
    expect(
      within(counter).getByRole('heading', { name: 'Branch' }).parentElement,
    ).toHaveTextContent('BranchYaba shop');
    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('#1002')).getByRole('link', { name: 'Open order #1002' }));
    const collected = await drawerOf('#1002');
    expect(collected).toHaveTextContent('Pickup atYaba shop — 3 Herbert Macaulay Way');
    expect(
      within(collected).getByRole('heading', { name: 'Branch' }).parentElement,
    ).toHaveTextContent('BranchYaba shop');
    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('#1003')).getByRole('link', { name: 'Open order #1003' }));
    const delivered = await drawerOf('#1003');
    expect(within(delivered).queryByRole('heading', { name: 'Branch' })).not.toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    mockOrdersApi([]);
    await renderOrders(`/orders/all/${order(9).id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Order details' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This order does not exist.',
    );
  });

  it('prints the invoice with prices and the packing slip without', async () => {
    mockOrdersApi([order(1)]);
    const { user } = await renderOrders(`/orders/all/${order(1).id}`);
    const drawer = await drawerOf('#1001');
    const printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.querySelector('.print-table-root')?.textContent ?? '');
      window.dispatchEvent(new Event('afterprint'));
    });

    await user.click(within(drawer).getByRole('button', { name: 'Print invoice' }));
    await user.click(within(drawer).getByRole('button', { name: 'Print packing slip' }));
    const [invoice, slip] = printed;
    expect(invoice).toMatch(/^Ada StoresInvoiceOrder #1001/);
    expect(invoice).toContain('Deliver toAda Obi12 Marina RoadLagos');
    expect(invoice).toContain('Ankara dress · M / BlueAD-M₦15,000.002₦30,000.00');
    expect(invoice).toContain('Total₦37,500.00');
    expect(slip).toMatch(/^Ada StoresPacking slipOrder #1001/);
    expect(slip).toContain('☐Ankara dress · M / BlueAD-M2');
    expect(slip).not.toContain('₦');
    expect(document.querySelector('.print-table-root')).toBeNull();
  });
});
