import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { fakeSuppliersApi, supplier, supplierId, wrap } from '../test/suppliers-fake';

function renderSuppliers(path: string) {
  signInAs();
  return { ...renderScreen(screenPaths.suppliers, path), user: userEvent.setup() };
}

const dialogOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[role="dialog"]') as HTMLElement;

/** Finds the wrap in the catalogue and takes it onto the form's lines. */
async function addWrap(user: UserEvent, drawer: HTMLElement, detail: RegExp) {
  await user.type(within(drawer).getByRole('searchbox', { name: 'Add a product' }), 'Peacock');
  const found = await within(drawer).findByRole('button', { name: /^Peacock Ankara/ });
  expect(found).toHaveTextContent(detail);
  await user.click(found);
  return within(drawer).getAllByRole('group', { name: 'Peacock Ankara' }).at(-1) as HTMLElement;
}

async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('the lines of a supplier and of a purchase order', () => {
  it("a supplier's product: a variant, its unit cost (the cost price to start) and their SKU", async () => {
    const api = fakeSuppliersApi([]);
    const { user } = renderSuppliers(`${screenPaths.suppliers}/new`);
    const drawer = await dialogOf('New supplier');
    await user.type(within(drawer).getByLabelText('Business name'), 'Aba Leather Works');
    const line = await addWrap(user, drawer, /Cost price now: ₦2,500\.00/);
    const cost = within(line).getByRole('spinbutton', { name: 'Unit cost' });
    expect(cost).toHaveValue(2500);
    await user.selectOptions(within(line).getByLabelText('Variant'), '6 yards');
    await retype(user, cost, '14000');
    await user.type(within(line).getByLabelText('Their SKU'), 'ALW-6');
    await user.click(within(drawer).getByRole('button', { name: 'Add supplier' }));
    await waitFor(() => expect(api.of(supplierEndpoints.create)).toHaveLength(1));
    expect(api.of(supplierEndpoints.create)[0]?.body).toMatchObject({
      products: [
        {
          productid: wrap.id,
          variantid: wrap.variants[1]?.id,
          suppliersku: 'ALW-6',
          unitcost: 14000,
        },
      ],
    });
  });

  it("a purchase order's line: how many, its unit cost left to the supplier's; removed, it goes", async () => {
    const kano = supplier(1, {
      products: [
        {
          productid: wrap.id,
          variantid: null,
          name: wrap.name,
          suppliersku: 'KTM',
          unitcost: 2400,
        },
      ],
    });
    const api = fakeSuppliersApi([kano]);
    const { user } = renderSuppliers(
      `${screenPaths.suppliers}/orders/new?supplier=${supplierId(1)}`,
    );
    const drawer = await dialogOf('New purchase order');
    const line = await addWrap(user, drawer, /3 in stock/);
    const cost = within(line).getByRole('spinbutton', { name: 'Unit cost' });
    expect(cost).toHaveAccessibleDescription('Leave empty for ₦2,400.00');
    await retype(user, within(line).getByRole('spinbutton', { name: 'Quantity' }), '5');
    await addWrap(user, drawer, /3 in stock/);
    const lines = within(drawer).getAllByRole('group', { name: 'Peacock Ankara' });
    expect(lines).toHaveLength(2);
    await user.click(
      within(lines[1] as HTMLElement).getByRole('button', { name: 'Remove Peacock Ankara' }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.of(purchaseOrderEndpoints.create)).toHaveLength(1));
    expect(api.of(purchaseOrderEndpoints.create)[0]?.body).toMatchObject({
      lines: [{ productid: wrap.id, variantid: wrap.variants[0]?.id, quantity: 5, unitcost: null }],
    });
  });
});
