import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { product, SLUG, uuid, mockStorefrontApi } from './storefront-api';
import { renderStorefront, storedCart } from './render-storefront';

const variant = (index: number, size: string, colour: string, instock: boolean, price = 15000) => ({
  id: uuid(600 + index),
  size,
  colour,
  price,
  instock,
});

const dress = product(1, {
  name: 'Ankara dress',
  price: 15000,
  images: ['/files/img-1', '/files/img-2'],
  description: '<b>Hand made</b>\n  in Lagos',
  variants: [
    variant(1, 'S', 'Blue', true),
    variant(2, 'S', 'Red', false),
    variant(3, 'M', 'Blue', true, 16000),
    variant(4, 'M', 'Red', true),
    variant(5, 'L', 'Blue', false),
    variant(6, 'L', 'Red', false),
  ],
  rating: { average: 4, count: 1 },
  reviews: [
    {
      id: uuid(950),
      customername: 'Ada',
      rating: 4,
      comment: 'Lovely fabric.\nRuns small.',
      createdat: '2026-03-01T10:00:00.000Z',
    },
  ],
});
const soldOut = product(2, { name: 'Leather sandals', instock: false });

const open = (id: string) => renderStorefront(`/store/${SLUG}/products/${id}`);
const option = (name: string) => screen.getByRole('button', { name });
const addButton = () => screen.getByRole('button', { name: /^(Add to cart|Out of stock)$/ });

beforeEach(() => sessionStorage.clear());

describe('/store/:slug/products/:id', () => {
  it('shows the images, the plain-text description and the published reviews', async () => {
    mockStorefrontApi({}, [dress]);
    const { user } = open(dress.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ankara dress' })).toBeVisible();
    expect(document.title).toBe('Ankara dress · Corner Shop');
    const main = screen.getByRole('img', { name: 'Ankara dress, image 1' });
    expect(main).toHaveAttribute('src', '/files/img-1');
    await user.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Ankara dress, image 2' })).toHaveAttribute(
      'src',
      '/files/img-2',
    );

    // Text, never markup: the tags show as typed and the line breaks are kept.
    const description = screen.getByText(/Hand made/);
    expect(description.textContent).toBe('<b>Hand made</b>\n  in Lagos');
    expect(description.querySelector('b')).toBeNull();
    expect(description).toHaveClass('whitespace-pre-wrap');

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Ada')).toBeVisible();
    expect(within(reviews).getByText(/Lovely fabric/)).toBeVisible();
    expect(within(reviews).getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBe(2);
  });

  it('disables options with nothing in stock and adds the chosen variant to the cart', async () => {
    mockStorefrontApi({}, [dress]);
    const { user } = open(dress.id);
    await screen.findByRole('heading', { level: 1, name: 'Ankara dress' });

    // Every L is sold out; nothing is chosen yet, so Add to cart waits.
    expect(option('L')).toBeDisabled();
    expect(option('S')).toBeEnabled();
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('Choose a size or colour to add it to your cart.')).toBeVisible();

    await user.click(option('S'));
    expect(option('S')).toHaveAttribute('aria-pressed', 'true');
    // S comes in red, but not in stock.
    expect(option('Red')).toBeDisabled();
    await user.click(option('Blue'));
    expect(addButton()).toBeEnabled();

    await user.click(option('M'));
    expect(screen.getByText('₦16,000.00')).toBeVisible();
    await user.click(option('S'));

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(addButton());

    expect(await screen.findByText('Added to your cart.')).toBeVisible();
    expect(storedCart()).toEqual([
      {
        productid: dress.id,
        variantid: uuid(601),
        name: 'Ankara dress',
        variant: 'S / Blue',
        image: '/files/img-1',
        unitprice: 15000,
        quantity: 2,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Cart (2)' })).toBeVisible();

    // The same variant again adds to its line.
    await user.click(addButton());
    expect(storedCart()[0]?.quantity).toBe(4);
    expect(screen.getByRole('link', { name: 'Cart (4)' })).toBeVisible();
  });

  it('cannot add a product that is out of stock', async () => {
    mockStorefrontApi({}, [soldOut]);
    open(soldOut.id);
    await screen.findByRole('heading', { level: 1, name: 'Leather sandals' });
    expect(addButton()).toHaveTextContent('Out of stock');
    expect(addButton()).toBeDisabled();
  });

  it('says when the product is not on sale', async () => {
    mockStorefrontApi({}, [dress]);
    open(uuid(404));
    expect(
      await screen.findByRole('heading', { name: 'This product is not available' }),
    ).toBeVisible();
  });
});
