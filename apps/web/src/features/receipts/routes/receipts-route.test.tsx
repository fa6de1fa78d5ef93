import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { fakeReceiptsApi, PDF_BYTES, receipt, receiptId } from '../test/receipts-fake';
import { location, renderReceipts, rowOf } from '../test/render-receipts';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

describe('/receipts/all', () => {
  it('lists receipts with payer, what was paid, method and money; filters live in the URL', async () => {
    const api = fakeReceiptsApi([receipt(1), receipt(2, { amount: 5_000, fee: 50, net: 4_950 })]);
    const { user } = renderReceipts('/receipts/all?sort=amount&order=asc');
    expect(await screen.findByRole('heading', { name: 'Receipts' })).toBeInTheDocument();
    const first = await rowOf('RCT-0001');
    expect(first).toHaveTextContent('5 Mar 2026');
    expect(first).toHaveTextContent('Chioma Obi');
    expect(first).toHaveTextContent('payer1@example.com');
    expect(first).toHaveTextContent('order #1001');
    expect(first).toHaveTextContent('Bank transfer');
    expect(first).toHaveTextContent('₦24,000.00');
    expect(first).toHaveTextContent('₦240.00');
    expect(first).toHaveTextContent('₦23,760.00');
    expect(within(first).getByRole('link', { name: 'RCT-0001' })).toHaveAttribute(
      'href',
      `https://olivia.example/r/${receiptId(1)}`,
    );
    expect(await rowOf('RCT-0002')).toHaveTextContent('Payment link');
    expect(api.of(receiptEndpoints.list)[0]?.url).toContain('sort=amount');

    await user.selectOptions(screen.getByLabelText('Paid for'), 'Payment link');
    await waitFor(() => expect(location()).toHaveTextContent('source=link'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'RCT-0001' })).toBeNull());
    expect(api.of(receiptEndpoints.list).at(-1)?.url).toContain('source=link');
    await user.selectOptions(screen.getByLabelText('Method'), 'Card');
    await waitFor(() => expect(location()).toHaveTextContent('method=card'));
  });

  it('says where receipts come from when there are none', async () => {
    fakeReceiptsApi([]);
    renderReceipts();
    expect(await screen.findByText('No receipts yet')).toBeInTheDocument();
    expect(screen.getByText(/appear here by themselves when customers pay/)).toBeInTheDocument();
  });

  it('does not ask for a reversed date range, and says why', async () => {
    const api = fakeReceiptsApi([receipt(1)]);
    renderReceipts('/receipts/all?from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findAllByText('The From date must be on or before the To date'),
    ).not.toHaveLength(0);
    expect(api.of(receiptEndpoints.list)).toHaveLength(0);
  });

  it("opens a receipt's page in a new tab and downloads its PDF with the session", async () => {
    const api = fakeReceiptsApi([receipt(1)]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:receipt';
    });
    URL.revokeObjectURL = vi.fn();
    const { user } = renderReceipts();
    const row = await rowOf('RCT-0001');

    await user.click(within(row).getByRole('button', { name: 'Actions for RCT-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open receipt page' }));
    expect(open).toHaveBeenCalledWith(
      `https://olivia.example/r/${receiptId(1)}`,
      '_blank',
      'noopener',
    );

    await user.click(within(row).getByRole('button', { name: 'Actions for RCT-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('RCT-0001.pdf');
    const [request] = api.of(receiptEndpoints.pdf);
    expect(request?.url).toContain(`/receipts/${receiptId(1)}/pdf`);
    expect(request?.headers.get('token')).toBe('token-1');
    expect(request?.headers.get('systemid')).toBe('store-1');
    expect(await saved[0]?.text()).toBe(PDF_BYTES);
  });

  it("resends a receipt to the payer's address, edited; a bad address stays in the dialog", async () => {
    let refuse = true;
    const api = fakeReceiptsApi([receipt(1)], () =>
      refuse
        ? jsonResponse(400, {
            error: 'Enter a valid email address',
            details: { email: ['Enter a valid email address'] },
          })
        : undefined,
    );
    const { user } = renderReceipts();
    const row = await rowOf('RCT-0001');
    await user.click(within(row).getByRole('button', { name: 'Actions for RCT-0001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend RCT-0001' });
    const email = within(dialog).getByLabelText('Send to');
    expect(email).toHaveValue('payer1@example.com');

    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.of(receiptEndpoints.resend)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'accounts@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
    expect(api.of(receiptEndpoints.resend)).toHaveLength(1);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    expect(
      await screen.findByText('RCT-0001 was sent to accounts@example.com.'),
    ).toBeInTheDocument();
    expect(api.of(receiptEndpoints.resend).at(-1)?.body).toEqual({
      email: 'accounts@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
