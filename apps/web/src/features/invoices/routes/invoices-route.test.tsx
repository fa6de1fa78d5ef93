import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflict, fakeInvoicesApi, invoice } from '../test/invoices-fake';
import { location, renderInvoices, rowOf } from '../test/render-invoices';

const ALL = () => [1, 2, 3, 4, 5].map((index) => invoice(index));

describe('/invoice/all', () => {
  it('lists invoices with customer, status, due date and money under the totals', async () => {
    const api = fakeInvoicesApi(ALL());
    renderInvoices('/invoice/all?sort=duedate&order=asc');
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    const summary = await screen.findByLabelText('Invoice totals');
    const figure = (name: string) => within(summary).getByText(name).nextElementSibling;
    expect(figure('Outstanding')).toHaveTextContent('₦62,000.00');
    expect(figure('Overdue')).toHaveTextContent('₦24,000.00');
    expect(figure('Paid this month')).toHaveTextContent('₦34,000.00');

    const first = await rowOf('INV-0001');
    expect(first).toHaveTextContent('Chioma Obi');
    expect(first).toHaveTextContent('customer1@example.com');
    expect(within(first).getByText('Sent')).toBeInTheDocument();
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(first).toHaveTextContent('19 Mar 2026');
    expect(first).toHaveTextContent('5 Mar 2026');
    expect(first).toHaveTextContent('₦24,000.00');
    const partly = await rowOf('INV-0003');
    expect(within(partly).getByText('Partly paid')).toBeInTheDocument();
    expect(within(partly).queryByText('Overdue')).toBeNull();
    expect(partly).toHaveTextContent('₦14,000.00');
    expect(within(await rowOf('INV-0004')).getByText('Paid')).toBeInTheDocument();
    expect(within(await rowOf('INV-0005')).getByText('Void')).toHaveClass('line-through');
    expect(await rowOf('Draft')).toHaveTextContent('Tolu Adeyemi');
    expect(api.of(invoiceEndpoints.list)[0]?.url).toContain('sort=duedate');
  });

  it('narrows by status, overdue and due dates, in the URL and the request', async () => {
    const api = fakeInvoicesApi(ALL());
    const { user } = renderInvoices();
    await rowOf('INV-0001');

    await user.selectOptions(screen.getByLabelText('Status'), 'Overdue');
    await waitFor(() => expect(location()).toHaveTextContent('status=overdue'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'INV-0003' })).toBeNull());
    expect(api.of(invoiceEndpoints.list).at(-1)?.url).toContain('status=overdue');
    expect(await rowOf('INV-0001')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Partly paid');
    await waitFor(() => expect(location()).toHaveTextContent('status=partiallypaid'));
    expect(await rowOf('INV-0003')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    await waitFor(() => expect(location()).toHaveTextContent('from=2026-04-01'));
    expect(api.of(invoiceEndpoints.list).at(-1)?.url).toContain('from=2026-04-01');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'INV-0003' })).toBeNull());
  });

  it('does not ask for a reversed due-date range, and says why', async () => {
    const api = fakeInvoicesApi(ALL());
    renderInvoices('/invoice/all?from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findAllByText('The From date must be on or before the To date'),
    ).not.toHaveLength(0);
    expect(api.of(invoiceEndpoints.list)).toHaveLength(0);
  });

  it('says what an invoice does when there are none, and offers to create one', async () => {
    fakeInvoicesApi([]);
    const { user } = renderInvoices();
    const empty = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(empty).getByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(empty).toHaveTextContent(/pay all or part/);
    await user.click(within(empty).getByRole('link', { name: 'New invoice' }));
    expect(await screen.findByRole('dialog', { name: 'New invoice' })).toBeInTheDocument();
  });

  it('offers in each row only what its status allows', async () => {
    fakeInvoicesApi(ALL());
    const { user } = renderInvoices();
    const menuOf = async (name: string) => {
      await user.click(
        within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }),
      );
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    expect(await menuOf('INV-0001')).toEqual([
      'View',
      'Send again',
      'Send a reminder',
      'Download PDF',
      'Edit',
      'Void',
    ]);
    expect(await menuOf('INV-0003')).toEqual([
      'View',
      'Send again',
      'Send a reminder',
      'Download PDF',
    ]);
    expect(await menuOf('INV-0004')).toEqual(['View', 'Download PDF']);
    await user.click(
      within(await rowOf('Draft')).getByRole('button', {
        name: 'Actions for Draft for Tolu Adeyemi',
      }),
    );
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View',
      'Send',
      'Download PDF',
      'Edit',
      'Delete',
    ]);
  });

  it('voids after asking; a paid invoice refused by the server says why in the dialog', async () => {
    let refuse = true;
    const api = fakeInvoicesApi(ALL(), {
      void: () => (refuse ? conflict(invoiceMessages.invoiceCannotVoid) : undefined),
    });
    const { user } = renderInvoices();
    await user.click(
      within(await rowOf('INV-0001')).getByRole('button', { name: 'Actions for INV-0001' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-0001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(
      await within(dialog).findByText('An invoice with payments cannot be voided'),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('INV-0001 was voided.')).toBeInTheDocument();
    expect(api.of(invoiceEndpoints.void)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a draft after asking; a refusal shows its message', async () => {
    let refuse = true;
    const api = fakeInvoicesApi(ALL(), {
      remove: () => (refuse ? conflict(invoiceMessages.invoiceNotDraft) : undefined),
    });
    const { user } = renderInvoices();
    await user.click(
      within(await rowOf('Draft')).getByRole('button', {
        name: 'Actions for Draft for Tolu Adeyemi',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the draft for Tolu Adeyemi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Only a draft can be deleted; void a sent invoice instead'),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The draft was deleted.')).toBeInTheDocument();
    expect(api.of(invoiceEndpoints.remove)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Draft' })).toBeNull());
  });
});
