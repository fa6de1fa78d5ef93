import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { item, mockInventoryApi, params, uuid } from './inventory-api';
import { location, renderInventory, rowOf } from './render-inventory';

const dress = item(1, {
  image: '/files/img-1',
  stock: 3,
  low: true,
  variants: [
    { id: uuid(11), size: 'M', colour: 'Blue', sku: 'DRESS-M', stock: 3 },
    { id: uuid(12), size: 'L', colour: '', sku: '', stock: 0 },
  ],
});
const sandals = item(2, { stock: 0, low: true, status: 'draft', sku: '' });
const bag = item(3, { stock: 40, lowstockthreshold: 10 });

describe('/inventory/all', () => {
  it('lists each product with its stock, threshold, level and variants', async () => {
    const api = mockInventoryApi([dress, sandals, bag]);
    renderInventory();
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();

    const first = await rowOf('Ankara dress');
    expect(first.querySelector('img')).toHaveAttribute('src', '/files/img-1');
    expect(first).toHaveTextContent('SKU: SKU-1');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Low stock');
    const variants = within(first).getByRole('list', { name: 'Variants of Ankara dress' });
    const [medium, large] = within(variants).getAllByRole('listitem');
    expect(medium).toHaveTextContent('M / BlueDRESS-M3 in stock');
    expect(large).toHaveTextContent('L0 in stock');

    const second = await rowOf('Leather sandals');
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('Out of stock');
    expect(second).not.toHaveTextContent('Low stock');
    const third = await rowOf('Beaded bag');
    expect(
      within(third)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Beaded bagSKU: SKU-3', 'Active', '40', '10', '', '']);
    // Lowest stock first unless the URL says otherwise; the default stays out of the URL.
    expect(params(api.of('list')[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'stock',
      order: 'asc',
    });
    expect(location()).toHaveTextContent(/^\/inventory\/all$/);
    expect(document.title).toMatch(/^Inventory \| Olivia/);
  });

  it('keeps the stock level, search and sort in the URL and sends them', async () => {
    const api = mockInventoryApi([dress, sandals, bag]);
    const { user } = renderInventory('/inventory/all?level=low&q=dre');
    await rowOf('Ankara dress');
    expect(params(api.of('list')[0])).toMatchObject({ level: 'low', q: 'dre' });
    expect(screen.getByLabelText('Stock level')).toHaveDisplayValue('Low stock');

    await user.selectOptions(screen.getByLabelText('Stock level'), 'Out of stock');
    await waitFor(() => expect(params(api.of('list').at(-1))).toMatchObject({ level: 'out' }));
    expect(location()).toHaveTextContent('/inventory/all?level=out&q=dre');
    expect(await rowOf('Leather sandals')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Beaded bag')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest products first');
    await waitFor(() =>
      expect(params(api.of('list').at(-1))).toMatchObject({ sort: 'createdat', order: 'desc' }),
    );
    expect(location()).toHaveTextContent(
      '/inventory/all?level=out&q=dre&sort=createdat&order=desc',
    );

    await user.selectOptions(screen.getByLabelText('Stock level'), 'All');
    await waitFor(() => expect(params(api.of('list').at(-1))).not.toHaveProperty('level'));
    expect(location()).toHaveTextContent('/inventory/all?q=dre&sort=createdat&order=desc');
  });
});
