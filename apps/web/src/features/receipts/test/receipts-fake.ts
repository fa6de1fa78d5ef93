import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { Receipt } from '@olivia/contracts/receipts';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const receiptId = (index: number) => `00000000-0000-4000-8000-0000000000${10 + index}`;

export const receipt = (index: number, overrides: Partial<Receipt> = {}): Receipt => ({
  id: receiptId(index),
  number: `RCT-${String(index).padStart(4, '0')}`,
  source: index === 2 ? 'link' : 'order',
  sourceid: `source-${index}`,
  description: index === 2 ? '"Gele class"' : `order #${1000 + index}`,
  lines: [{ name: 'Adire wrapper', quantity: 2, unitprice: 12_000, total: 24_000 }],
  payername: ['Chioma Obi', 'Tolu Adeyemi', 'Kunle Bello'][index - 1] ?? `Payer ${index}`,
  payeremail: `payer${index}@example.com`,
  method: 'transfer',
  currency: 'NGN',
  amount: 24_000,
  fee: 240,
  net: 23_760,
  reference: `TOP_REF${index}`,
  paidat: '2026-03-05T14:07:00.000Z',
  emailedat: '2026-03-05T14:07:00.000Z',
  url: `https://olivia.example/r/${receiptId(index)}`,
  ...overrides,
});

/** The PDF's first bytes, as the server answers them. */
export const PDF_BYTES = '%PDF-1.3 fake';

/**
 * A fake of the receipts API holding `store`: lists narrowed by `source` and `method` like the
 * server, resend answering 200 (or `resend()`'s answer), and each receipt's PDF.
 */
export function fakeReceiptsApi(store: Receipt[], resend?: () => Response | undefined) {
  return fakeApi(
    fakeEndpoint(receiptEndpoints.list, ({ query }) => {
      const content = store.filter(
        (r) =>
          (!query.source || r.source === query.source) &&
          (!query.method || r.method === query.method),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(receiptEndpoints.resend, ({ params }) => {
      const refused = resend?.();
      if (refused) return refused;
      const found = store.find((r) => r.id === params.id);
      return found
        ? { status: 200, message: `Receipt ${found.number} sent` }
        : jsonResponse(404, { error: 'Not Found' });
    }),
    fakeEndpoint(
      receiptEndpoints.pdf,
      () =>
        new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    ),
  );
}
