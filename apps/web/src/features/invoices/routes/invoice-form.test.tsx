import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../components/invoice-form-values';
import {
  conflict,
  customer,
  customerId,
  fakeInvoicesApi,
  invoice,
  invoiceId,
  product,
  productId,
} from '../test/invoices-fake';
import { renderInvoices } from '../test/render-invoices';

const openNew = async () => {
  const rendered = renderInvoices('/invoice/all/new');
  const drawer = await screen.findByRole('dialog', { name: 'New invoice' });
  return { ...rendered, drawer };
};

const summaryOf = (drawer: HTMLElement) => {
  const summary = within(drawer).getByLabelText('Summary');
  return (name: string) => within(summary).getByText(name).nextElementSibling?.textContent;
};

describe('the invoice form', () => {
  it('starts with one line, due in 14 days, and refuses an invoice without lines', async () => {
    const api = fakeInvoicesApi([]);
    const { user, drawer } = await openNew();
    expect(within(drawer).getByLabelText('Due date')).toHaveValue(dayFromToday(14));
    expect(within(drawer).getAllByRole('group', { name: /^Line \d$/ })).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: 'Remove line 1' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    expect(await within(drawer).findByText('Add at least one line')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription('Field is required');
    expect(api.of(invoiceEndpoints.create)).toHaveLength(0);
  });

  it('adds up the lines, the discount and the tax (half-up to the kobo) as they are typed', async () => {
    fakeInvoicesApi([]);
    const { user, drawer } = await openNew();
    const line1 = within(drawer).getByRole('group', { name: 'Line 1' });
    await user.type(within(line1).getByLabelText('Description'), 'Tailoring');
    await user.clear(within(line1).getByLabelText('Quantity'));
    await user.type(within(line1).getByLabelText('Quantity'), '3');
    await user.clear(within(line1).getByLabelText('Unit price'));
    await user.type(within(line1).getByLabelText('Unit price'), '1000.10');
    expect(line1).toHaveTextContent('₦3,000.30');

    await user.click(within(drawer).getByRole('button', { name: 'Add a line' }));
    const line2 = within(drawer).getByRole('group', { name: 'Line 2' });
    await user.clear(within(line2).getByLabelText('Unit price'));
    await user.type(within(line2).getByLabelText('Unit price'), '0.35');
    await user.clear(within(drawer).getByLabelText('Discount'));
    await user.type(within(drawer).getByLabelText('Discount'), '0.05');
    await user.clear(within(drawer).getByLabelText('Tax rate (%)'));
    await user.type(within(drawer).getByLabelText('Tax rate (%)'), '7.5');

    const figure = summaryOf(drawer);
    expect(figure('Subtotal')).toBe('₦3,000.65');
    expect(figure('Discount')).toBe('-₦0.05');
    // (3,000.65 − 0.05) × 7.5 % = 225.045: half a kobo goes up (in floating point it is 225.0449…).
    expect(figure('Tax')).toBe('₦225.05');
    expect(figure('Total')).toBe('₦3,225.65');
  });

  it("fills the customer from the store's customers, and a line from a product", async () => {
    const api = fakeInvoicesApi([], {
      customers: [customer(1), customer(2)],
      products: [product(1), product(2)],
    });
    const { user, drawer } = await openNew();
    await user.type(within(drawer).getByLabelText('Find a customer'), 'tolu');
    await user.click(await within(drawer).findByRole('button', { name: /Tolu Adeyemi/ }));
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Tolu Adeyemi');
    expect(within(drawer).getByLabelText('E-mail')).toHaveValue('customer2@example.com');
    expect(within(drawer).getByLabelText('Phone (optional)')).toHaveValue('+234800000002');
    expect(within(drawer).getByText('One of your customers.')).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('Add a product'), 'ankara');
    await user.click(await within(drawer).findByRole('button', { name: /Ankara tote/ }));
    const line1 = within(drawer).getByRole('group', { name: 'Line 1' });
    expect(within(line1).getByLabelText('Description')).toHaveValue('Ankara tote');
    expect(within(line1).getByLabelText('Unit price')).toHaveValue(7_500.5);
    await user.type(within(drawer).getByLabelText('Add a product'), 'gele');
    await user.click(await within(drawer).findByRole('button', { name: /Gele/ }));
    expect(within(drawer).getByRole('group', { name: 'Line 2' })).toBeInTheDocument();
    expect(summaryOf(drawer)('Total')).toBe('₦10,500.50');

    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft for Tolu Adeyemi was saved.')).toBeInTheDocument();
    expect(api.of(invoiceEndpoints.create)[0]?.body).toEqual({
      customerid: customerId(2),
      customername: 'Tolu Adeyemi',
      customeremail: 'customer2@example.com',
      customerphone: '+234800000002',
      lines: [
        { description: 'Ankara tote', productid: productId(1), quantity: 1, unitprice: 7_500.5 },
        { description: 'Gele', productid: productId(2), quantity: 1, unitprice: 3_000 },
      ],
      discount: 0,
      taxrate: 0,
      notes: '',
      duedate: dayFromToday(14),
      splitgroupid: null,
      discountid: null,
      code: '',
    });
    expect(api.of(invoiceEndpoints.send)).toHaveLength(0);
  });

  it('bills a new customer: picked fields clear and the id goes', async () => {
    const api = fakeInvoicesApi([], { customers: [customer(1)] });
    const { user, drawer } = await openNew();
    await user.type(within(drawer).getByLabelText('Find a customer'), 'chioma');
    await user.click(await within(drawer).findByRole('button', { name: /Chioma Obi/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Bill someone else' }));
    expect(within(drawer).getByLabelText('Name')).toHaveValue('');
    await user.type(within(drawer).getByLabelText('Name'), 'Ada Eze');
    await user.type(within(drawer).getByLabelText('E-mail'), 'ada@example.com');
    const line1 = within(drawer).getByRole('group', { name: 'Line 1' });
    await user.type(within(line1).getByLabelText('Description'), 'Consulting');
    await user.clear(within(line1).getByLabelText('Unit price'));
    await user.type(within(line1).getByLabelText('Unit price'), '5000');
    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.of(invoiceEndpoints.create)).toHaveLength(1));
    expect(api.of(invoiceEndpoints.create)[0]?.body).toMatchObject({
      customerid: null,
      customername: 'Ada Eze',
      customeremail: 'ada@example.com',
      lines: [{ description: 'Consulting', productid: null, quantity: 1, unitprice: 5_000 }],
    });
  });

  it("'Save and send' creates the draft, then sends it", async () => {
    const api = fakeInvoicesApi([], { customers: [customer(1)] });
    const { user, drawer } = await openNew();
    await user.type(within(drawer).getByLabelText('Find a customer'), 'chioma');
    await user.click(await within(drawer).findByRole('button', { name: /Chioma Obi/ }));
    const line1 = within(drawer).getByRole('group', { name: 'Line 1' });
    await user.type(within(line1).getByLabelText('Description'), 'Gele tying');
    await user.clear(within(line1).getByLabelText('Unit price'));
    await user.type(within(line1).getByLabelText('Unit price'), '2500');
    await user.click(within(drawer).getByRole('button', { name: 'Save and send' }));
    expect(
      await screen.findByText('INV-0001 was sent to customer1@example.com.'),
    ).toBeInTheDocument();
    expect(api.of(invoiceEndpoints.create)).toHaveLength(1);
    expect(api.of(invoiceEndpoints.send)).toHaveLength(1);
    expect(api.of(invoiceEndpoints.send)[0]?.url).toContain(`/invoices/${invoiceId(1)}/send`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a draft; a paid invoice refused by the server shows why on the form', async () => {
    let refuse = false;
    const api = fakeInvoicesApi([invoice(2)], {
      save: () => (refuse ? conflict(invoiceMessages.invoiceLocked) : undefined),
    });
    const { user } = renderInvoices(`/invoice/all/${invoiceId(2)}/edit`);
    // The form replaces the drawer that said it was loading.
    expect(await screen.findByLabelText('Name')).toHaveValue('Tolu Adeyemi');
    const drawer = screen.getByRole('dialog', { name: 'Edit invoice' });
    const line1 = within(drawer).getByRole('group', { name: 'Line 1' });
    expect(within(line1).getByLabelText('Description')).toHaveValue('Adire wrapper');
    await user.clear(within(drawer).getByLabelText('Notes'));
    await user.type(within(drawer).getByLabelText('Notes'), 'Pay within 14 days');

    refuse = true;
    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(drawer).findByText(
        'An invoice with payments cannot be changed; void it and issue a new one',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft for Tolu Adeyemi was saved.')).toBeInTheDocument();
    expect(api.of(invoiceEndpoints.update).at(-1)?.body).toMatchObject({
      notes: 'Pay within 14 days',
      lines: [{ description: 'Adire wrapper', quantity: 2, unitprice: 12_000 }],
    });
  });

  it('saves a sent invoice as changes, not as a draft', async () => {
    const api = fakeInvoicesApi([invoice(1)]);
    const { user } = renderInvoices(`/invoice/all/${invoiceId(1)}/edit`);
    expect(await screen.findByLabelText('Name')).toHaveValue('Chioma Obi');
    const drawer = screen.getByRole('dialog', { name: 'Edit invoice' });
    expect(within(drawer).queryByRole('button', { name: 'Save draft' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('INV-0001 was saved.')).toBeInTheDocument();
    expect(api.of(invoiceEndpoints.update)[0]?.body).toMatchObject({ customerid: customerId(1) });
    expect(api.of(invoiceEndpoints.send)).toHaveLength(0);
  });
});

describe('the invoice form’s discount', () => {
  it('prices a code with the server, line by line, and saves it with the invoice', async () => {
    const api = fakeInvoicesApi([]);
    const { user, drawer } = await openNew();
    await user.type(within(drawer).getByLabelText('Name'), 'Bola Ade');
    await user.type(within(drawer).getByLabelText('E-mail'), 'bola@example.com');
    const line1 = within(drawer).getByRole('group', { name: 'Line 1' });
    await user.type(within(line1).getByLabelText('Description'), 'Tailoring');
    await user.clear(within(line1).getByLabelText('Unit price'));
    await user.type(within(line1).getByLabelText('Unit price'), '5000');

    await user.type(within(drawer).getByLabelText('Discount code'), 'NOPE');
    expect(await within(drawer).findByText('This code is not valid')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Discount code'));
    await user.type(within(drawer).getByLabelText('Discount code'), 'TENPC');
    const savings = await within(drawer).findByRole('list', { name: 'Savings' });
    expect(savings).toHaveTextContent('Tailoring');
    expect(savings).toHaveTextContent('−₦500.00');
    const figure = summaryOf(drawer);
    expect(figure('Discount (Ten)')).toBe('-₦500.00');
    expect(figure('Total')).toBe('₦4,500.00');

    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.of(invoiceEndpoints.create)).toHaveLength(1));
    expect(api.of(invoiceEndpoints.create)[0]?.body).toMatchObject({
      code: 'TENPC',
      discountid: null,
      discount: 0,
    });
  });
});
