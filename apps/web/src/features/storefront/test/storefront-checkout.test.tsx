import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockStorefrontApi, ORDER_ID, ORDER_TOKEN, SLUG, uuid } from './storefront-api';
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

/** The customer's details, as a customer types them. */
async function fillIn(user: UserEvent) {
  await user.type(field('Full name'), 'Ada Obi');
  await user.type(field('Email'), 'Ada@Example.com');
  await user.type(field('Phone number'), '0801 234 5678');
  await user.type(field('Address'), '12 Marina Road');
  await user.type(field('City'), 'Lagos');
  await user.type(field('Note for the store (optional)'), 'Call on arrival');
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
  it("shows the contract's messages under the fields and sends nothing", async () => {
    const api = mockStorefrontApi();
    const { user } = renderStorefront(CHECKOUT);
    await screen.findByRole('textbox', { name: 'Full name' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Beaded bag')).toBeVisible();
    expect(within(summary).getByTestId('total')).toHaveTextContent('₦46,500.00');

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

  it('places the order, keeps its secret on this device, empties the cart and opens the receipt', async () => {
    const api = mockStorefrontApi();
    const { user } = renderStorefront(CHECKOUT);
    await screen.findByRole('textbox', { name: 'Full name' });

    await fillIn(user);
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
      bank: '101',
    });
    expect(JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '{}')).toEqual({
      [ORDER_ID]: ORDER_TOKEN,
    });
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Cart \([1-9]/ })).toBeNull();
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
