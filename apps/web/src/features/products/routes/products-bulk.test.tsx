import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockProductsApi, product } from '../test/products-api';
import { productsTable, renderProducts, rowOf } from '../test/render-products';

const bar = () => screen.getByRole('group', { name: 'Actions for the selected rows' });
const select = async (name: string) =>
  within(await rowOf(name)).getByRole('checkbox', { name: /^Select row/ });

describe('/products/all, bulk actions', () => {
  it('sets the selected products as draft, and archives after asking', async () => {
    const api = mockProductsApi([product(1), product(2), product(3, { status: 'draft' })]);
    const { user } = renderProducts();
    await user.click(await select('Ankara dress'));
    await user.click(await select('Leather sandals'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Set active', 'Set as draft', 'Archive']);

    await user.click(within(bar()).getByRole('button', { name: 'Set as draft' }));
    expect(await screen.findByText('2 products updated')).toBeInTheDocument();
    expect(api.of('bulkStatus')[0]?.body).toEqual({
      ids: [product(1).id, product(2).id],
      status: 'draft',
    });
    await waitFor(async () => expect(await rowOf('Ankara dress')).toHaveTextContent('Draft'));
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();

    await user.click(await select('Beaded bag'));
    await user.click(within(bar()).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Archive the 1 selected product?',
    });
    expect(dialog).toHaveTextContent('show archived products and set it active');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('1 product updated')).toBeInTheDocument();
    expect(api.of('bulkStatus')[1]?.body).toEqual({ ids: [product(3).id], status: 'archived' });
    const table = await productsTable();
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Beaded bag' })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('link', { name: 'Ankara dress' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Leather sandals' })).toBeInTheDocument();
  });
});
