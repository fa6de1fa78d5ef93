import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import {
  fakePaymentLinksApi,
  linkId,
  linkPayment,
  paymentLink,
  pricedItems,
  product,
} from '../test/payment-links-fake';
import { renderPaymentLinks, rowOf } from '../test/render-payment-links';

/** A wrap in two variants, and a gele without any. */
const wrap = product(1, {
  name: 'Ankara wrap',
  price: 12000,
  stock: 6,
  variants: [
    {
      id: '00000000-0000-4000-8000-000000000401',
      size: 'M',
      colour: 'Blue',
      price: 12000,
      stock: 3,
      sku: 'AW-M',
    },
    {
      id: '00000000-0000-4000-8000-000000000402',
      size: 'L',
      colour: 'Red',
      price: 13000,
      stock: 3,
      sku: 'AW-L',
    },
  ],
});
const gele = product(2, { name: 'Gele', price: 4500 });

/** The drawer around the text `intro` (faster than finding the dialog by role). */
const drawerOf = async (intro: string) =>
  (await screen.findByText(intro)).closest('[role="dialog"]') as HTMLElement;

/** Finds `name` in the catalogue and takes it onto the link. */
async function addProduct(user: UserEvent, drawer: HTMLElement, name: string) {
  await user.type(within(drawer).getByRole('searchbox', { name: 'Add a product' }), name);
  await user.click(await within(drawer).findByRole('button', { name: new RegExp(name) }));
}

const lineOf = (drawer: HTMLElement, name: string) => within(drawer).getByRole('group', { name });

async function setQuantity(user: UserEvent, line: HTMLElement, quantity: string) {
  const field = within(line).getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(field);
  await user.type(field, quantity);
}

/** A link selling two wraps (L / Red) and a gele, as the server answers it. */
const productLink = (overrides: Parameters<typeof paymentLink>[1] = {}) => {
  const items = pricedItems(
    [
      { productid: wrap.id, variantid: wrap.variants[1]?.id ?? null, quantity: 2 },
      { productid: gele.id, variantid: null, quantity: 1 },
    ],
    [wrap, gele],
  );
  return paymentLink(1, { items, amount: 30500, minimumamount: 30500, ...overrides });
};

describe('payment links selling products', () => {
  it('creates a link with two products and their quantities, fixed at their total', async () => {
    const api = fakePaymentLinksApi([], { products: [wrap, gele] });
    const { user } = renderPaymentLinks('/payment-links/new');
    const drawer = await drawerOf('Name what the payment is for; everything else is optional.');
    await user.type(within(drawer).getByLabelText('Name'), 'Wedding set');
    const amountType = within(drawer).getByRole('combobox', { name: 'Amount type' });
    expect(within(amountType).getByRole('option', { name: 'Payer chooses' })).toBeInTheDocument();

    await addProduct(user, drawer, 'Ankara wrap');
    const wrapLine = lineOf(drawer, 'Ankara wrap');
    await user.selectOptions(
      within(wrapLine).getByRole('combobox', { name: 'Size / colour' }),
      'L / Red · ₦13,000.00',
    );
    await setQuantity(user, wrapLine, '2');
    expect(wrapLine).toHaveTextContent('Line total: ₦26,000.00');
    await addProduct(user, drawer, 'Gele');
    await setQuantity(user, lineOf(drawer, 'Gele'), '3');

    // With products the payer cannot choose; the amount is their total, not typed.
    expect(within(amountType).queryByRole('option', { name: 'Payer chooses' })).toBeNull();
    const amount = within(drawer).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('₦39,500.00');
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveAccessibleDescription(
      "The payer pays the products' total at today's prices.",
    );
    expect(within(drawer).queryByLabelText('Minimum amount')).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Wedding set was created.')).toBeInTheDocument();
    expect(api.of(paymentLinkEndpoints.create)).toHaveLength(1);
    expect(api.of(paymentLinkEndpoints.create)[0]?.body).toMatchObject({
      name: 'Wedding set',
      amounttype: 'fixed',
      amount: null,
      items: [
        { productid: wrap.id, variantid: wrap.variants[1]?.id, quantity: 2 },
        { productid: gele.id, variantid: null, quantity: 3 },
      ],
    });
    const row = await rowOf('Wedding set');
    expect(row).toHaveTextContent('₦39,500.00');
    expect(row).toHaveTextContent('Products');
  });

  it('turns a payer-chosen link fixed once a product is added, and back once removed', async () => {
    fakePaymentLinksApi([], { products: [gele] });
    const { user } = renderPaymentLinks('/payment-links/new');
    const drawer = await drawerOf('Name what the payment is for; everything else is optional.');
    const amountType = within(drawer).getByRole('combobox', { name: 'Amount type' });
    await user.selectOptions(amountType, 'Payer chooses');
    expect(within(drawer).getByLabelText('Minimum amount')).toBeInTheDocument();

    await addProduct(user, drawer, 'Gele');
    expect(amountType).toHaveValue('fixed');
    expect(within(amountType).getAllByRole('option')).toHaveLength(1);
    expect(within(drawer).queryByLabelText('Minimum amount')).toBeNull();
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).toHaveValue('₦4,500.00');

    await user.click(within(drawer).getByRole('button', { name: 'Remove Gele' }));
    expect(within(amountType).getByRole('option', { name: 'Payer chooses' })).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('readonly');
  });

  it("puts the server's refusal of a line under it", async () => {
    const api = fakePaymentLinksApi([], {
      products: [wrap, gele],
      save: () =>
        jsonResponse(400, {
          error: 'Not enough in stock',
          details: { 'items.1': ['Not enough in stock'] },
        }),
    });
    const { user } = renderPaymentLinks('/payment-links/new');
    const drawer = await drawerOf('Name what the payment is for; everything else is optional.');
    await user.type(within(drawer).getByLabelText('Name'), 'Wedding set');
    await addProduct(user, drawer, 'Ankara wrap');
    await user.selectOptions(
      within(lineOf(drawer, 'Ankara wrap')).getByRole('combobox', { name: 'Size / colour' }),
      'M / Blue · ₦12,000.00',
    );
    await addProduct(user, drawer, 'Gele');
    await user.click(within(drawer).getByRole('button', { name: 'Create link' }));
    const geleLine = lineOf(drawer, 'Gele');
    expect(await within(geleLine).findByRole('alert')).toHaveTextContent('Not enough in stock');
    expect(within(lineOf(drawer, 'Ankara wrap')).queryByRole('alert')).toBeNull();
    expect(api.of(paymentLinkEndpoints.create)).toHaveLength(1);
  });

  it("loads an existing link's products into its form and saves a changed quantity", async () => {
    const api = fakePaymentLinksApi([productLink()], { products: [wrap, gele] });
    const { user } = renderPaymentLinks(`/payment-links/${linkId(1)}/edit`);
    const drawer = await drawerOf(
      'Optional: sell products from your catalogue; the link is then paid at their total.',
    );
    const wrapLine = lineOf(drawer, 'Ankara wrap');
    expect(wrapLine).toHaveTextContent('L / Red');
    expect(within(wrapLine).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).toHaveValue('₦30,500.00');

    await setQuantity(user, lineOf(drawer, 'Gele'), '2');
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).toHaveValue('₦35,000.00');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to Tailoring deposit saved.')).toBeInTheDocument();
    expect(api.of(paymentLinkEndpoints.update)[0]?.body).toMatchObject({
      amounttype: 'fixed',
      items: [
        { productid: wrap.id, variantid: wrap.variants[1]?.id, quantity: 2 },
        { productid: gele.id, variantid: null, quantity: 2 },
      ],
    });
  });

  it('shows the products of a link, one no longer available, and what each payment bought', async () => {
    const stored = productLink();
    const link = {
      ...stored,
      items: stored.items.map((item) =>
        item.productid === gele.id ? { ...item, available: false } : item,
      ),
    };
    fakePaymentLinksApi([link], {
      payments: [
        linkPayment(1, {
          amount: 30500,
          items: [
            { name: 'Ankara wrap', quantity: 2, unitprice: 13000, total: 26000, discount: 0 },
            { name: 'Gele', quantity: 1, unitprice: 4500, total: 4500, discount: 0 },
          ],
        }),
      ],
    });
    renderPaymentLinks(`/payment-links/${linkId(1)}`);
    const drawer = (await screen.findByText('Link address', { selector: 'h3' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const products = within(drawer).getByRole('region', { name: 'Products' });
    const items = within(products).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ankara wrap');
    expect(items[0]).toHaveTextContent('L / Red');
    expect(items[0]).toHaveTextContent('2 × ₦13,000.00');
    expect(items[0]).toHaveTextContent('₦26,000.00');
    expect(items[0]).not.toHaveTextContent('No longer available');
    expect(items[1]).toHaveTextContent('Gele');
    expect(items[1]).toHaveTextContent('No longer available');
    expect(products).toHaveTextContent('Total₦30,500.00');

    const table = await within(drawer).findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('columnheader', { name: 'Bought' })).toBeInTheDocument();
    const ada = (await within(table).findByText('Ada Obi')).closest('tr') as HTMLElement;
    expect(ada).toHaveTextContent('2 × Ankara wrap, 1 × Gele');
  });

  it('has no Bought column on a link that never sold products', async () => {
    fakePaymentLinksApi([paymentLink(1)], { payments: [linkPayment(1)] });
    renderPaymentLinks(`/payment-links/${linkId(1)}`);
    const drawer = (await screen.findByText('Link address', { selector: 'h3' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const table = await within(drawer).findByRole('table', { name: 'Payments' });
    await within(table).findByText('Ada Obi');
    expect(within(table).queryByRole('columnheader', { name: 'Bought' })).toBeNull();
    expect(within(drawer).queryByRole('region', { name: 'Products' })).toBeNull();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });
});
