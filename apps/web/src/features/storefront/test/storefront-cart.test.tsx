import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockStorefrontApi, SLUG, uuid } from './storefront-api';
import { cartLine, rememberCart, renderStorefront, storedCart } from './render-storefront';

const CART = `/store/${SLUG}/cart`;
const lineOf = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  sessionStorage.clear();
  rememberCart([
    cartLine({ quantity: 2 }),
    cartLine({
      productid: uuid(3),
      variantid: uuid(630),
      name: 'Beaded bag',
      variant: 'Red',
      image: '',
      unitprice: 8000.5,
    }),
  ]);
});

describe('/store/:slug/cart', () => {
  it("shows the saved cart's lines, subtotal, delivery fee and total", async () => {
    mockStorefrontApi();
    renderStorefront(CART);

    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeVisible();
    const dress = lineOf('Ankara dress');
    expect(within(dress).getByText('₦15,000.00 each')).toBeVisible();
    expect(within(dress).getByText('₦30,000.00')).toBeVisible();
    expect(within(dress).getByRole('img', { name: 'Ankara dress' })).toBeVisible();
    expect(within(lineOf('Beaded bag')).getByText('Red')).toBeVisible();

    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('₦38,000.50');
    expect(screen.getByText('Delivery').nextSibling).toHaveTextContent('₦1,500.00');
    expect(screen.getByTestId('total')).toHaveTextContent('₦39,500.50');
    expect(screen.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      `/store/${SLUG}/checkout`,
    );
  });

  it('changes quantities and removes lines, and keeps them after a reload', async () => {
    mockStorefrontApi();
    const { user, unmount } = renderStorefront(CART);
    await screen.findByRole('heading', { name: 'Your cart' });

    const dress = within(lineOf('Ankara dress'));
    await user.click(dress.getByRole('button', { name: 'Increase quantity' }));
    expect(storedCart()[0]?.quantity).toBe(3);
    expect(screen.getByTestId('total')).toHaveTextContent('₦54,500.50');

    // At 1 the decrease button is off: the line goes with Remove.
    const bag = within(lineOf('Beaded bag'));
    expect(bag.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Beaded bag' }));
    expect(screen.queryByRole('listitem', { name: 'Beaded bag' })).toBeNull();
    expect(storedCart()).toHaveLength(1);

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Ankara dress' });
    await user.clear(quantity);
    await user.type(quantity, '7');
    expect(storedCart()[0]?.quantity).toBe(7);
    await user.click(dress.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(dress.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(7);

    unmount();
    renderStorefront(CART);
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Ankara dress' })).toHaveValue(7);
    expect(screen.queryByRole('listitem', { name: 'Beaded bag' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart (7)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Ankara dress' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(localStorage.getItem(`storefrontCart:${SLUG}`)).toBeNull();
  });

  it('keeps one cart per store', async () => {
    localStorage.setItem('storefrontCart:other-shop', JSON.stringify([cartLine({ quantity: 9 })]));
    mockStorefrontApi();
    renderStorefront(CART);
    expect(await screen.findByRole('link', { name: 'Cart (3)' })).toBeVisible();
  });
});
