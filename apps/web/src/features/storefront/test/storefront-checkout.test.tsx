import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockStorefrontApi, order, ORDER_ID, ORDER_TOKEN, SLUG, uuid } from './storefront-api';
import {
  CART_KEY,
  cartLine,
  location,
  ORDERS_KEY,
  rememberCart,
  renderStorefront,
} from './render-storefront';

const CHECKOUT = `/store/${SLUG}/checkout`;
const field = (name: string) => screen.getByRole('textbox', { name });
const placeOrder = () => screen.getByRole('button', { name: 'Place order' });
const methods = () => screen.getByRole('radiogroup', { name: 'How would you like to pay?' });
const method = (name: 'Card' | 'Bank transfer') => within(methods()).getByRole('radio', { name });
const bank = () => screen.queryByRole('combobox', { name: 'Bank' });
const CARD_PAGE = '/sandbox-card/ord_0123456789abcdef';

/** The customer's details, as a customer types them. */
async function fillIn(user: UserEvent) {
  await user.type(field('Full name'), 'Ada Obi');
  await user.type(field('Email'), 'Ada@Example.com');
  await user.type(field('Phone number'), '0801 234 5678');
  await user.type(field('Address'), '12 Marina Road');
  await user.type(field('City'), 'Lagos');
  await user.type(field('Note for the store (optional)'), 'Call on arrival');
}

/** Bank transfer, at Providus Bank. */
async function payByTransfer(user: UserEvent) {
  await user.click(method('Bank transfer'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Providus Bank');
}

beforeEach(() => {
  sessionStorage.clear();
  rememberCart([
    cartLine({ quantity: 2 }),
    cartLine({ productid: uuid(3), variantid: uuid(630), name: 'Beaded bag', variant: 'Red' }),
  ]);
});

describe('/store/:slug/checkout', () => {
  it('offers the card first and asks no bank for it', async () => {
    const api = mockStorefrontApi();
    const { user } = renderStorefront(CHECKOUT);
    await screen.findByRole('textbox', { name: 'Full name' });

    expect(method('Card')).toBeChecked();
    expect(method('Bank transfer')).not.toBeChecked();
    expect(bank()).toBeNull();
    expect(screen.getByText(/we take you there/)).toBeVisible();

    await user.click(placeOrder());
    const required = ['Full name', 'Email', 'Phone number', 'Address', 'City'];
    for (const name of required) {
      expect(
        await screen.findByRole('textbox', { name, description: 'Field is required' }),
      ).toBeInvalid();
    }
    // Those five only: nothing about a bank.
    expect(screen.getAllByText('Field is required')).toHaveLength(required.length);
    expect(bank()).toBeNull();
    expect(api.calls('checkout')).toHaveLength(0);
  });

  it("by bank transfer, shows the contract's messages under the fields, the bank's too, and sends nothing", async () => {
    const api = mockStorefrontApi();
    const { user } = renderStorefront(CHECKOUT);
    await screen.findByRole('textbox', { name: 'Full name' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Beaded bag')).toBeVisible();
    // The server's prices (the fake catalogue's), not the copies the cart kept when it was filled.
    await waitFor(() =>
      expect(within(summary).getByTestId('total')).toHaveTextContent('₦39,500.00'),
    );

    await user.click(method('Bank transfer'));
    expect(method('Bank transfer')).toBeChecked();
    expect(screen.getByText(/You pay by bank transfer/)).toBeVisible();
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Phone number'), 'abc');
    await user.click(placeOrder());

    for (const name of ['Full name', 'Address', 'City']) {
      expect(
        await screen.findByRole('textbox', { name, description: 'Field is required' }),
      ).toBeInvalid();
    }
    expect(
      screen.getByRole('textbox', { name: 'Email', description: 'Enter a valid email address' }),
    ).toBeInvalid();
    expect(
      screen.getByRole('textbox', {
        name: 'Phone number',
        description: 'Enter a valid phone number',
      }),
    ).toBeInvalid();
    expect(
      screen.getByRole('combobox', { name: 'Bank', description: 'Field is required' }),
    ).toBeInvalid();
    expect(api.calls('checkout')).toHaveLength(0);
  });

  it('places a transfer order, keeps its secret on this device, empties the cart and opens the receipt', async () => {
    const api = mockStorefrontApi();
    const leave = vi.fn();
    const { user } = renderStorefront(CHECKOUT, leave);
    await screen.findByRole('textbox', { name: 'Full name' });

    await fillIn(user);
    await payByTransfer(user);
    await user.click(placeOrder());

    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeVisible();
    expect(location()).toBe(`/store/${SLUG}/orders/${ORDER_ID}`);
    expect(api.calls('checkout')[0]?.body).toEqual({
      items: [
        { productid: uuid(1), variantid: null, quantity: 2 },
        { productid: uuid(3), variantid: uuid(630), quantity: 1 },
      ],
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '08012345678',
      address: '12 Marina Road',
      city: 'Lagos',
      note: 'Call on arrival',
      method: 'transfer',
      marketing: false,
      bank: '101',
      code: '',
      fulfilment: 'delivery',
      branchid: null,
      state: '',
      lga: '',
      postcode: '',
      slot: '',
    });
    expect(JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '{}')).toEqual({
      [ORDER_ID]: ORDER_TOKEN,
    });
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Cart \([1-9]/ })).toBeNull();
    expect(leave).not.toHaveBeenCalled();
  });

  it('places a card order and, its secret kept and the cart emptied, sends the browser to the card page', async () => {
    const cardOrder = order({ paymentmethod: 'card', payment: null, checkouturl: CARD_PAGE });
    const api = mockStorefrontApi({
      checkout: () => jsonResponse(201, { order: cardOrder, token: ORDER_TOKEN }),
      order: () => jsonResponse(200, cardOrder),
    });
    // What this device holds at the moment the browser leaves: the card page returns to the
    // receipt, which opens only with the secret.
    const leave = vi.fn((_url: string) => ({
      tokens: localStorage.getItem(ORDERS_KEY),
      cart: localStorage.getItem(CART_KEY),
      at: router.state.location.pathname,
    }));
    const { user, router } = renderStorefront(CHECKOUT, leave);
    await screen.findByRole('textbox', { name: 'Full name' });

    await fillIn(user);
    // A bank chosen, then the card after all: the bank is not sent.
    await payByTransfer(user);
    await user.click(method('Card'));
    expect(bank()).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: 'E-mail me news and offers from this store' }),
    );
    await user.click(placeOrder());

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.calls('checkout')[0]?.body).toMatchObject({ method: 'card', marketing: true });
    expect(leave).toHaveBeenCalledWith(CARD_PAGE);
    expect(leave.mock.results[0]?.value).toEqual({
      tokens: JSON.stringify({ [ORDER_ID]: ORDER_TOKEN }),
      cart: null,
      // The receipt replaced the checkout first: 'Back' from the card page lands on it.
      at: `/store/${SLUG}/orders/${ORDER_ID}`,
    });
    expect(api.calls('checkout')[0]?.body).toMatchObject({ method: 'card', bank: '' });
  });

  it("shows the server's stock refusal beside the line it is about, and keeps the cart", async () => {
    mockStorefrontApi({
      checkout: () =>
        jsonResponse(409, {
          error: 'Not enough in stock',
          details: { 'items.1': ['Not enough in stock'] },
        }),
    });
    const { user } = renderStorefront(CHECKOUT);
    await screen.findByRole('textbox', { name: 'Full name' });

    await fillIn(user);
    await payByTransfer(user);
    await user.click(placeOrder());

    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough in stock');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const bag = within(summary).getByText('Beaded bag').closest('li') as HTMLElement;
    expect(within(bag).getByText('Not enough in stock')).toBeVisible();
    const dress = within(summary).getByText('Ankara dress').closest('li') as HTMLElement;
    expect(within(dress).queryByText('Not enough in stock')).toBeNull();
    expect(location()).toBe(CHECKOUT);
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toHaveLength(2);
  });

  it('applies a discount code the server accepts, shows the saving, and sends it with the order', async () => {
    const api = mockStorefrontApi({
      cartPrice: (request) => {
        const body = request.body as { code: string; items: { productid: string }[] };
        return jsonResponse(200, {
          lines: body.items.map((item, index) => ({
            ...item,
            variantid: null,
            quantity: 1,
            unitprice: 10_000,
            total: 10_000,
            saving: body.code === 'VIP-ADA' && index === 0 ? 2_500 : 0,
          })),
          subtotal: 20_000,
          deliveryfee: 1_500,
          discount: body.code === 'VIP-ADA' ? 2_500 : 0,
          total: body.code === 'VIP-ADA' ? 19_000 : 21_500,
          discounts: body.code === 'VIP-ADA' ? [{ name: 'VIP', saving: 2_500 }] : [],
          codestatus:
            body.code === '' ? '' : body.code === 'VIP-ADA' ? 'applied' : 'This code is not valid',
          delivery: {
            fulfilment: 'delivery',
            zonename: '',
            slots: [],
            status: '',
            field: '',
            minorder: 0,
            freeabove: null,
          },
        });
      },
    });
    const { user } = renderStorefront(CHECKOUT);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await user.type(within(summary).getByLabelText('Discount code'), 'nope');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('This code is not valid')).toBeVisible();
    await user.clear(within(summary).getByLabelText('Discount code'));
    await user.type(within(summary).getByLabelText('Discount code'), 'vip-ada');
    await user.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('VIP-ADA is applied.')).toBeVisible();
    expect(within(summary).getByText('You save ₦2,500.00')).toBeVisible();
    await waitFor(() =>
      expect(within(summary).getByTestId('total')).toHaveTextContent('₦19,000.00'),
    );

    await fillIn(user);
    await user.click(placeOrder());
    await waitFor(() => expect(api.calls('checkout')).toHaveLength(1));
    expect(api.calls('checkout')[0]?.body).toMatchObject({ code: 'VIP-ADA' });
  });

  it('sends an empty cart back to the shop', async () => {
    localStorage.removeItem(CART_KEY);
    mockStorefrontApi();
    renderStorefront(CHECKOUT);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
        'href',
        `/store/${SLUG}`,
      ),
    );
  });
});
