import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockProductsApi, params, product, shoes } from '../test/products-api';
import { location, renderProducts as renderScreen, rowOf } from '../test/render-products';

describe('/products/all', () => {
  it('lists products with image, SKU, status, category, prices, stock and date', async () => {
    const api = mockProductsApi([
      product(1, {
        images: ['/files/img-1', '/files/img-2'],
        compareatprice: 20000,
        categoryid: shoes.id,
        categoryname: 'Shoes',
        stock: 3,
      }),
      product(2, { status: 'draft', sku: '', stock: 0 }),
    ]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    const dress = await rowOf('Ankara dress');
    expect(dress.querySelector('img')).toHaveAttribute('src', '/files/img-1');
    expect(dress).toHaveTextContent('SKU: SKU-1');
    expect(dress).toHaveTextContent('Active');
    expect(dress).toHaveTextContent('Shoes');
    expect(dress).toHaveTextContent('₦15,000.00');
    expect(within(dress).getByText('Was ₦20,000.00')).toBeInTheDocument();
    expect(dress.querySelector('s')).toHaveTextContent('₦20,000.00');
    expect(dress).toHaveTextContent('3Low stock');
    expect(dress).toHaveTextContent('5 Mar 2026');

    const sandals = await rowOf('Leather sandals');
    expect(sandals.querySelector('img')).toBeNull(); // the neutral placeholder
    expect(sandals).not.toHaveTextContent('SKU:');
    expect(sandals).toHaveTextContent('Draft');
    expect(sandals).toHaveTextContent('No category');
    expect(sandals).toHaveTextContent('0Out of stock');
    expect(params(api.of('list')[0])).toEqual({ page: '0', size: '10' });
    expect(document.title).toMatch(/^Products \| Olivia/);
  });

  it('sends the status, category, search and sort of the URL, and changes them', async () => {
    const api = mockProductsApi([product(1, { status: 'draft' })]);
    const { user } = renderScreen(`/products/all?status=draft&category=${shoes.id}&q=ank`);
    await rowOf('Ankara dress');
    expect(params(api.of('list')[0])).toEqual({
      page: '0',
      size: '10',
      q: 'ank',
      status: 'draft',
      category: shoes.id,
    });
    expect(params(api.of('categories')[0])).toEqual({
      page: '0',
      size: '100',
      sort: 'name',
      order: 'asc',
    });
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveDisplayValue('Shoes'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await waitFor(() =>
      expect(params(api.of('list').at(-1))).toMatchObject({ status: 'archived' }),
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await waitFor(() => expect(params(api.of('list').at(-1))).not.toHaveProperty('category'));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(params(api.of('list').at(-1))).toMatchObject({ sort: 'price', order: 'asc' }),
    );
    expect(location()).toHaveTextContent(
      '/products/all?status=archived&q=ank&sort=price&order=asc',
    );

    // The search box looks in names and SKUs (on the server).
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'SKU-1');
    await waitFor(() =>
      expect(params(api.of('list').at(-1))).toEqual({
        page: '0',
        size: '10',
        sort: 'price',
        order: 'asc',
        q: 'SKU-1',
        status: 'archived',
      }),
    );
  });

  it('archives after a confirmation that Escape cancels; an archived one can still be edited', async () => {
    const api = mockProductsApi([product(1), product(2)]);
    const { user } = renderScreen();
    const openArchive = async () => {
      await user.click(
        within(await rowOf('Ankara dress')).getByRole('button', {
          name: 'Actions for Ankara dress',
        }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
      return screen.findByRole('dialog', { name: 'Archive Ankara dress?' });
    };

    expect(await openArchive()).toHaveTextContent(
      "It leaves your product list and its category's count",
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of('remove')).toHaveLength(0);

    await user.click(within(await openArchive()).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Ankara dress was archived.')).toBeInTheDocument();
    expect(api.of('remove')[0]).toMatchObject({
      method: 'DELETE',
      url: `/api/olivia/products/${product(1).id}`,
    });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ankara dress' })).not.toBeInTheDocument(),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    const archived = await rowOf('Ankara dress');
    expect(archived).toHaveTextContent('Archived');
    await user.click(within(archived).getByRole('button', { name: 'Actions for Ankara dress' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
