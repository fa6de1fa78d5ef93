import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { item, mockInventoryApi, movement, uuid } from './inventory-api';
import { location, openAction, renderInventory, rowOf } from './render-inventory';

const dress = item(1, {
  stock: 7,
  variants: [
    { id: uuid(11), size: 'M', colour: 'Blue', sku: 'DRESS-M', stock: 3 },
    { id: uuid(12), size: 'L', colour: '', sku: '', stock: 4 },
  ],
});
const sandals = item(2, { stock: 6 });

describe('/inventory/all actions', () => {
  it('adjusts a product without variants, previewing the stock and refusing below 0', async () => {
    const api = mockInventoryApi([item(1, { stock: 7 }), sandals]);
    const { user } = renderInventory();
    await openAction(user, 'Leather sandals', 'Adjust stock');
    const drawer = await screen.findByRole('dialog', { name: 'Adjust stock' });
    expect(within(drawer).queryByLabelText('Variant')).not.toBeInTheDocument();
    expect(within(drawer).getByLabelText('Reason')).toHaveDisplayValue('Received');
    expect(
      within(within(drawer).getByLabelText('Reason'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Received', 'Correction', 'Damaged', 'Lost', 'Returned']);

    // Nothing typed, then 0: the contract's messages.
    await user.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(drawer).findByText('Enter a whole number of 0 or more')).toBeVisible();
    await user.type(within(drawer).getByLabelText('Change'), '0');
    await user.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(drawer).findByText('Enter a change other than 0')).toBeVisible();
    expect(api.of('adjust')).toHaveLength(0);

    // The server refuses stock below 0; its words show under the change.
    await user.clear(within(drawer).getByLabelText('Change'));
    await user.type(within(drawer).getByLabelText('Change'), '-9');
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      'Stock now: 6. After this change: -3.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(drawer).findByText('Stock cannot go below 0')).toBeVisible();
    expect(within(await rowOf('Leather sandals')).getAllByRole('cell')[2]).toHaveTextContent('6');

    await user.clear(within(drawer).getByLabelText('Change'));
    await user.type(within(drawer).getByLabelText('Change'), '-4');
    await user.selectOptions(within(drawer).getByLabelText('Reason'), 'Damaged');
    await user.type(within(drawer).getByLabelText('Note (optional)'), 'Torn straps');
    await user.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText('Stock of Leather sandals is now 2.')).toBeInTheDocument();
    expect(api.of('adjust').at(-1)?.body).toEqual({
      productid: sandals.id,
      variantid: null,
      change: -4,
      reason: 'damaged',
      note: 'Torn straps',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('Leather sandals');
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('2');
    expect(row).toHaveTextContent('Low stock');
  });

  it('asks for the variant of a product that has variants and moves its stock', async () => {
    const api = mockInventoryApi([dress]);
    const { user } = renderInventory();
    await openAction(user, 'Ankara dress', 'Adjust stock');
    const drawer = await screen.findByRole('dialog', { name: 'Adjust stock' });
    expect(within(drawer).getByText('Choose a variant to see its stock.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Change'), '5');
    await user.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(drawer).findByText('Choose a size or colour')).toBeVisible();
    expect(api.of('adjust')).toHaveLength(0);

    await user.selectOptions(within(drawer).getByLabelText('Variant'), 'M / Blue (3 in stock)');
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      'Stock now: 3. After this change: 8.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Stock of Ankara dress (M / Blue) is now 8.')).toBeVisible();
    expect(api.of('adjust')[0]?.body).toMatchObject({ variantid: uuid(11), change: 5 });
    const row = await rowOf('Ankara dress');
    await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('12'));
    expect(within(row).getByRole('list')).toHaveTextContent('M / BlueDRESS-M8 in stock');
  });

  it("edits a product's low-stock threshold", async () => {
    const api = mockInventoryApi([sandals]);
    const { user } = renderInventory();
    expect(await rowOf('Leather sandals')).not.toHaveTextContent('Low stock');
    await openAction(user, 'Leather sandals', 'Low-stock threshold');
    const dialog = await screen.findByRole('dialog', { name: 'Low-stock threshold' });
    const field = within(dialog).getByLabelText('Threshold');
    expect(field).toHaveValue('5');
    await user.clear(field);
    await user.type(field, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save threshold' }));
    expect(await within(dialog).findByText('Enter a whole number of 0 or more')).toBeVisible();
    expect(api.of('threshold')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save threshold' }));
    expect(
      await screen.findByText('Low-stock threshold of Leather sandals saved: 8.'),
    ).toBeVisible();
    expect(api.of('threshold')[0]).toMatchObject({
      method: 'PUT',
      url: `/api/olivia/inventory/${sandals.id}/threshold`,
      body: { lowstockthreshold: 8 },
    });
    const row = await rowOf('Leather sandals');
    await waitFor(() => expect(row).toHaveTextContent('Low stock'));
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('8');
  });

  it("shows a product's history with reason labels, and every movement from the page link", async () => {
    const history = [
      movement(1, {
        change: -2,
        stockafter: 4,
        reason: 'ordered',
        orderid: uuid(81),
        ordernumber: 1001,
        by: 'Customer',
      }),
      movement(2, {
        change: 2,
        stockafter: 6,
        reason: 'released',
        orderid: uuid(82),
        ordernumber: 1000,
        by: 'System',
      }),
      movement(3, {
        change: 1,
        stockafter: 4,
        reason: 'restocked',
        orderid: uuid(83),
        ordernumber: 999,
      }),
      movement(4, { change: -1, stockafter: 3, reason: 'damaged', note: 'Wet box' }),
      movement(5, { productid: sandals.id, productname: 'Leather sandals', reason: 'correction' }),
    ];
    const api = mockInventoryApi([item(1), sandals], history);
    const { user } = renderInventory('/inventory/all?q=a');
    await openAction(user, 'Ankara dress', 'History');

    const drawer = await screen.findByRole('dialog', { name: 'Stock history' });
    expect(location()).toHaveTextContent(
      `/inventory/all/history?q=a&history.product=${item(1).id}`,
    );
    expect(drawer).toHaveTextContent('Ankara dress');
    const table = within(drawer).getByRole('table', { name: 'Stock movements' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      '',
      '\u22122',
      '4',
      'Order #1001',
      '',
      'Customer',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Order #1001' }),
    ).toHaveAttribute('href', `/orders/all/${uuid(81)}`);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '',
      '+2',
      '6',
      'Released from order #1000',
      '',
      'System',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual([
      '',
      '+1',
      '4',
      'Return received',
      '',
      'Ada Obi',
    ]);
    expect(cells(rows[3] as HTMLElement)).toEqual([
      '',
      '\u22121',
      '3',
      'Damaged',
      'Wet box',
      'Ada Obi',
    ]);
    expect(rows[0]).toHaveTextContent('5 Mar 2026');
    expect(api.of('movements')[0]?.url).toContain(`product=${item(1).id}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/inventory\/all\?q=a$/));

    await user.click(screen.getByRole('link', { name: 'Stock history' }));
    const all = await screen.findByRole('dialog', { name: 'Stock history' });
    expect(all).toHaveTextContent('All products');
    await within(all).findByText('Leather sandals');
    expect(within(all).getAllByRole('row')).toHaveLength(6);
    expect(api.of('movements').at(-1)?.url).not.toContain('product=');
  });
});
