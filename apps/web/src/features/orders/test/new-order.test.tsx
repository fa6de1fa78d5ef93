import type { Product } from '@olivia/contracts/catalog';
import type { Customer } from '@olivia/contracts/customers';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { customerDefaults } from '../../../test/customer-defaults';
import { customerUrlOf, mockOrdersApi, order, uuid } from './orders-api';
import { location, renderOrders } from './render-orders';

/** A dress in two variants, and a bag without any. */
const product = (index: number, overrides: Partial<Product>): Product => ({
  id: uuid(300 + index),
  name: `Product ${index}`,
  description: '',
  price: 1000,
  compareatprice: null,
  costprice: null,
  sku: '',
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 10,
  status: 'active',
  variants: [],
  createdat: '2026-03-01T10:00:00.000Z',
  updatedat: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const dress = product(1, {
  name: 'Ankara dress',
  price: 15000,
  stock: 6,
  variants: [
    { id: uuid(401), size: 'M', colour: 'Blue', price: 15000, stock: 3, sku: 'AD-M' },
    { id: uuid(402), size: 'L', colour: 'Red', price: 16000, stock: 3, sku: 'AD-L' },
  ],
});
const bag = product(2, { name: 'Beaded bag', price: 5000 });

/** The new order's drawer, opened from the list's 'New order'. */
async function openNewOrder(user: UserEvent) {
  await user.click(await screen.findByRole('link', { name: 'New order' }));
  const intro = await screen.findByText('An order taken by phone or at the counter.');
  return intro.closest('[role="dialog"]') as HTMLElement;
}

/** Finds `name` in the catalogue and takes it onto the order. */
async function addProduct(user: UserEvent, drawer: HTMLElement, name: string) {
  await user.type(within(drawer).getByRole('searchbox', { name: 'Add a product' }), name);
  await user.click(await within(drawer).findByRole('button', { name: new RegExp(name) }));
}

const lineOf = (drawer: HTMLElement, name: string) => within(drawer).getByRole('group', { name });

describe('/orders/all/new', () => {
  it('sends a cash order for a new customer with a discount and its reason', async () => {
    const api = mockOrdersApi([order(1)], {}, [], [dress, bag]);
    const { user } = await renderOrders();
    const drawer = await openNewOrder(user);
    expect(location()).toHaveTextContent('/orders/all/new');

    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Chidi Eze');
    await user.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '+2348031234567');
    await addProduct(user, drawer, 'Ankara dress');
    const dressLine = lineOf(drawer, 'Ankara dress');
    await user.selectOptions(
      within(dressLine).getByRole('combobox', { name: 'Size / colour' }),
      'L / Red · ₦16,000.00',
    );
    const quantity = within(dressLine).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await addProduct(user, drawer, 'Beaded bag');
    await user.type(within(drawer).getByRole('spinbutton', { name: 'Delivery fee' }), '1500');
    await user.type(within(drawer).getByRole('spinbutton', { name: 'Discount' }), '2000');
    await user.type(
      within(drawer).getByRole('textbox', { name: /Reason for the discount/ }),
      'Loyal customer',
    );
    expect(within(drawer).getByRole('radio', { name: 'Cash received' })).toBeChecked();
    const summary = within(drawer).getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal₦37,000.00');
    expect(summary).toHaveTextContent('Discount−₦2,000.00');
    expect(summary).toHaveTextContent('Total₦36,500.00');

    await user.click(within(drawer).getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(api.of(orderEndpoints.create)).toHaveLength(1));
    expect(api.of(orderEndpoints.create)[0]?.body).toEqual({
      customerid: null,
      name: 'Chidi Eze',
      email: '',
      phone: '+2348031234567',
      items: [
        { productid: dress.id, variantid: uuid(402), quantity: 2 },
        { productid: bag.id, variantid: null, quantity: 1 },
      ],
      deliveryfee: 1500,
      address: '',
      city: '',
      discount: 2000,
      discountreason: 'Loyal customer',
      note: '',
      payment: 'cash',
      bank: '',
    });
  });

  it('sends a transfer order for a customer of the store, at the bank chosen', async () => {
    const shopper: Customer = {
      ...customerDefaults,
      id: uuid(803),
      name: 'Chidi Eze',
      email: 'chidi@example.com',
      phone: '',
      orderscount: 2,
      totalspent: 30000,
      lastorderat: null,
      createdat: '2026-03-01T10:00:00.000Z',
    };
    const api = mockOrdersApi([], {}, [shopper], [bag]);
    const { user } = await renderOrders();
    const drawer = await openNewOrder(user);
    await user.type(within(drawer).getByRole('searchbox', { name: 'Find a customer' }), 'Chidi');
    await user.click(await within(drawer).findByRole('button', { name: /Chidi Eze/ }));
    expect(within(drawer).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    await addProduct(user, drawer, 'Beaded bag');
    await user.click(within(drawer).getByRole('radio', { name: 'Bank transfer' }));
    const bank = within(drawer).getByRole('combobox', { name: 'Bank' });
    await within(bank).findByRole('option', { name: 'Wema Bank' });
    await user.click(within(drawer).getByRole('button', { name: 'Create order' }));
    expect(
      await within(drawer).findByRole('combobox', { name: 'Bank' }),
    ).toHaveAccessibleDescription(/required/i);
    await user.selectOptions(bank, 'Wema Bank');
    await user.click(within(drawer).getByRole('button', { name: 'Create order' }));

    await waitFor(() => expect(api.of(orderEndpoints.create)).toHaveLength(1));
    expect(api.of(orderEndpoints.create)[0]?.body).toMatchObject({
      customerid: shopper.id,
      name: '',
      items: [{ productid: bag.id, variantid: null, quantity: 1 }],
      payment: 'transfer',
      bank: '035',
    });
  });

  it('refuses a discount without its reason before sending', async () => {
    const api = mockOrdersApi([], {}, [], [bag]);
    const { user } = await renderOrders();
    const drawer = await openNewOrder(user);
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Chidi Eze');
    await user.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '+2348031234567');
    await addProduct(user, drawer, 'Beaded bag');
    await user.type(within(drawer).getByRole('spinbutton', { name: 'Discount' }), '500');
    await user.click(within(drawer).getByRole('button', { name: 'Create order' }));
    expect(
      await within(drawer).findByRole('textbox', { name: /Reason for the discount/ }),
    ).toHaveAccessibleDescription(/This field is required|required/i);
    expect(api.of(orderEndpoints.create)).toHaveLength(0);
  });

  it("shows the server's refusal of a line under that line", async () => {
    mockOrdersApi(
      [],
      {
        create: () =>
          jsonResponse(409, {
            error: 'Not enough in stock',
            details: { 'items.0': ['Not enough in stock'] },
          }),
      },
      [],
      [dress, bag],
    );
    const { user } = await renderOrders();
    const drawer = await openNewOrder(user);
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Chidi Eze');
    await user.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '+2348031234567');
    await addProduct(user, drawer, 'Beaded bag');
    await addProduct(user, drawer, 'Ankara dress');
    await user.click(within(drawer).getByRole('button', { name: 'Create order' }));

    const bagLine = lineOf(drawer, 'Beaded bag');
    expect(await within(bagLine).findByRole('alert')).toHaveTextContent('Not enough in stock');
    expect(within(lineOf(drawer, 'Ankara dress')).queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/orders/all/new');
  });

  it("opens the new order with the customer's link to copy, once", async () => {
    mockOrdersApi([], {}, [], [bag]);
    const { user } = await renderOrders();
    const drawer = await openNewOrder(user);
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Chidi Eze');
    await user.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '+2348031234567');
    await addProduct(user, drawer, 'Beaded bag');
    await user.click(within(drawer).getByRole('button', { name: 'Create order' }));

    const created = uuid(901);
    const detail = await screen.findByRole('dialog', { name: 'Order #1001' });
    expect(location()).toHaveTextContent(`/orders/all/${created}`);
    const link = within(detail).getByRole('region', { name: "The customer's link" });
    expect(link).toHaveTextContent(customerUrlOf(created));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(link).getByRole('button', { name: "Copy the customer's link" }));
    expect(writeText).toHaveBeenCalledWith(customerUrlOf(created));
    expect(within(detail).getByText('Taken by phone or at the counter')).toBeInTheDocument();
    // The printed invoice (hidden) says it too.
    expect(within(detail).getAllByText('Payment method: Cash')[0]).toBeVisible();

    await user.click(within(link).getByRole('button', { name: "Close the customer's link" }));
    expect(
      within(detail).queryByRole('region', { name: "The customer's link" }),
    ).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(`/orders/all/${created}`);
  });
});
