import { describe, expect, it } from 'vitest';
import type { Receipt } from '@olivia/contracts/receipts';
import { pdfMoney, renderReceiptPdf } from '../../../src/modules/receipts/receipt-pdf';
import { picture } from '../../helpers/uploads';

const receipt: Receipt = {
  id: '5f0c1c9e-1d7a-4b7e-9a51-3f1e2b7c9d10',
  number: 'RCT-0042',
  source: 'order',
  sourceid: 'b3b5a1f2-0000-4000-8000-000000000001',
  description: 'order #1001',
  lines: [
    { name: 'Adire wrapper', quantity: 2, unitprice: 12_000, total: 24_000 },
    { name: 'Delivery', quantity: 1, unitprice: 1_500, total: 1_500 },
  ],
  payername: 'Chioma Obi',
  payeremail: 'chioma@example.com',
  method: 'transfer',
  currency: 'NGN',
  amount: 25_500,
  fee: 255,
  net: 25_245,
  reference: 'OLV-ABC123',
  paidat: '2026-03-14T09:30:00.000Z',
  emailedat: null,
  url: 'https://olivia.example/r/5f0c1c9e-1d7a-4b7e-9a51-3f1e2b7c9d10',
};

/** Helvetica's text as pdfkit writes it uncompressed: hex strings, split where it kerns. */
const hexText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
    .join('');

describe('pdfMoney', () => {
  it('writes the currency code and the amount with separators and two decimals', () => {
    expect(pdfMoney(1234, 'NGN')).toBe('NGN 1,234.00');
    expect(pdfMoney(1_234_567.5, 'NGN')).toBe('NGN 1,234,567.50');
    expect(pdfMoney(0.1, 'GBP')).toBe('GBP 0.10');
    expect(pdfMoney(-45, 'NGN')).toBe('NGN -45.00');
  });
});

describe('a receipt as a PDF', () => {
  it('is a PDF titled by its number, its text holding the number, lines, total and PAID', async () => {
    const pdf = await renderReceiptPdf(
      receipt,
      { name: 'Kemi Studio', logo: null },
      {
        compress: false,
      },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title is the number (an info string, never compressed).
    const raw = pdf.toString('latin1');
    const [, title] = /\/Title (\d+) 0 R/.exec(raw) ?? [];
    expect(raw).toContain(`\n${title} 0 obj\n(RCT-0042)`);
    const text = hexText(pdf);
    for (const shown of [
      'RCT-0042',
      'Kemi Studio',
      'Chioma Obi',
      'Adire wrapper',
      'NGN 24,000.00',
      'NGN 25,500.00',
      'PAID',
      'OLV-ABC123',
      'Bank transfer',
    ]) {
      expect(text, shown).toContain(shown);
    }
    expect(text).not.toContain('₦');
  });

  it('draws the store logo when it has one, and is the same bytes for the same receipt', async () => {
    const logo = await picture('jpeg', 120, 120);
    const withLogo = await renderReceiptPdf(receipt, { name: 'Kemi Studio', logo });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const plain = await renderReceiptPdf(receipt, { name: 'Kemi Studio', logo: null });
    expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
    const again = await renderReceiptPdf(receipt, { name: 'Kemi Studio', logo: null });
    expect(again.equals(plain)).toBe(true);
    // A typical receipt stays small enough to mail and download at once.
    expect(plain.length).toBeLessThan(20_000);
  });
});
