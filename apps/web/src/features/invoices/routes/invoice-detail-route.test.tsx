import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeInvoicesApi, invoice, invoiceId, PDF_BYTES } from '../test/invoices-fake';
import { location, renderInvoices } from '../test/render-invoices';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

const openDetail = async (index: number, name: string) => {
  fakeInvoicesApi([1, 2, 3, 4, 5].map((i) => invoice(i)));
  const rendered = renderInvoices(`/invoice/all/${invoiceId(index)}`);
  const drawer = await screen.findByRole('dialog', { name });
  const buttons = () =>
    within(drawer)
      .getAllByRole('button')
      .concat(within(drawer).queryAllByRole('link'))
      .map((element) => element.textContent)
      .filter((text) => text && !['Close', "Open the customer's page"].includes(text));
  return { ...rendered, drawer, buttons };
};

describe('/invoice/all/:id', () => {
  it('shows a sent invoice as a document, with its page and what can be done', async () => {
    const { drawer, buttons } = await openDetail(1, 'INV-0001');
    const document = within(drawer).getByRole('article', { name: 'Invoice' });
    expect(document).toHaveTextContent('Chioma Obi');
    expect(document).toHaveTextContent('customer1@example.com');
    expect(within(document).getByText('Sent', { selector: 'span' })).toBeInTheDocument();
    expect(within(document).getByText('Overdue')).toBeInTheDocument();
    const row = within(document).getByRole('cell', { name: 'Adire wrapper' }).closest('tr');
    expect(row).toHaveTextContent('2₦12,000.00₦24,000.00');
    const summary = within(document).getByLabelText('Summary');
    expect(within(summary).getByText('Amount due').nextElementSibling).toHaveTextContent(
      '₦24,000.00',
    );
    expect(within(document).getByText('Due').nextElementSibling).toHaveTextContent('19 Mar 2026');
    expect(drawer).toHaveTextContent(`https://app.example/i/${invoiceId(1)}`);
    expect(
      within(drawer).getByRole('button', { name: 'Copy the page of INV-0001' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: "Open the customer's page" })).toHaveAttribute(
      'href',
      `https://app.example/i/${invoiceId(1)}`,
    );
    expect(buttons()).toEqual(['Send again', 'Send a reminder', 'Download PDF', 'Void', 'Edit']);
  });

  it('offers a draft sending, editing and deleting, and no page yet', async () => {
    const { drawer, buttons } = await openDetail(2, 'Draft for Tolu Adeyemi');
    expect(buttons()).toEqual(['Send', 'Download PDF', 'Delete', 'Edit']);
    expect(within(drawer).queryByText("Customer's page")).toBeNull();
  });

  it('offers a partly paid invoice no edit, void or delete; a paid or void one only its PDF', async () => {
    expect((await openDetail(3, 'INV-0003')).buttons()).toEqual([
      'Send again',
      'Send a reminder',
      'Download PDF',
    ]);
  });

  it.each([
    [4, 'INV-0004'],
    [5, 'INV-0005'],
  ])('offers invoice %i only its PDF', async (index, name) => {
    expect((await openDetail(index, name)).buttons()).toEqual(['Download PDF']);
  });

  it('sends a draft: it gets its number and its page', async () => {
    const api = fakeInvoicesApi([invoice(1), invoice(2)]);
    const { user } = renderInvoices(`/invoice/all/${invoiceId(2)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Draft for Tolu Adeyemi' });
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('INV-0002 was sent to customer2@example.com.')).toBeVisible();
    expect(api.of(invoiceEndpoints.send)).toHaveLength(1);
    const sent = await screen.findByRole('dialog', { name: 'INV-0002' });
    expect(sent).toHaveTextContent(`https://app.example/i/${invoiceId(2)}`);
    expect(within(sent).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('reminds the customer, and downloads the PDF with the session', async () => {
    const api = fakeInvoicesApi([invoice(1)]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:invoice';
    });
    URL.revokeObjectURL = vi.fn();
    const { user } = renderInvoices(`/invoice/all/${invoiceId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: 'INV-0001' });
    await user.click(within(drawer).getByRole('button', { name: 'Send a reminder' }));
    expect(await screen.findByText('A reminder was sent to customer1@example.com.')).toBeVisible();
    expect(api.of(invoiceEndpoints.remind)[0]?.url).toContain(`/invoices/${invoiceId(1)}/remind`);

    await user.click(within(drawer).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('INV-0001.pdf');
    const [request] = api.of(invoiceEndpoints.pdf);
    expect(request?.headers.get('token')).toBe('token-1');
    expect(await saved[0]?.text()).toBe(PDF_BYTES);
  });

  it('deletes a draft after asking and closes', async () => {
    const api = fakeInvoicesApi([invoice(1), invoice(2)]);
    const { user } = renderInvoices(`/invoice/all/${invoiceId(2)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Draft for Tolu Adeyemi' });
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the draft for Tolu Adeyemi?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The draft was deleted.')).toBeVisible();
    expect(api.of(invoiceEndpoints.remove)).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/invoice\/all$/));
  });
});
