import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { exportColumns } from '../../../components/ui/data-table/column';
import { linkPayment } from '../test/payment-links-fake';
import { linkPaymentColumns } from './link-payment-columns';

/** Headings as their keys: what matters here is which columns an export has. */
const t = ((key: string) => key) as unknown as TFunction<'paymentLinks'>;
const options = { currency: 'NGN', language: 'en' };

describe('linkPaymentColumns', () => {
  it('exports what each payment of a link with products bought, in a column of its own', () => {
    const paid = linkPayment(1, {
      items: [
        { name: 'Ankara wrap', quantity: 2, unitprice: 13000, total: 26000, discount: 0 },
        { name: 'Gele', quantity: 1, unitprice: 4500, total: 4500, discount: 0 },
      ],
    });
    const columns = exportColumns(linkPaymentColumns(t, { ...options, withItems: true }));
    const bought = columns.find((column) => column.header === 'payments.columns.items');
    expect(bought?.read(paid)).toBe('2 × Ankara wrap, 1 × Gele');
    expect(bought?.read(linkPayment(2))).toBe('');
  });

  it('exports what a payer’s code took off, with the code', () => {
    const coded = linkPayment(3, { discount: 500, couponcode: 'TENPC' });
    const columns = exportColumns(linkPaymentColumns(t, { ...options, withItems: false }));
    const discount = columns.find((column) => column.header === 'payments.columns.discount');
    expect(discount?.read(coded)).toBe('500 TENPC');
    expect(discount?.read(linkPayment(4))).toBe('');
  });

  it('has no such column on a link that never sold products', () => {
    const columns = exportColumns(linkPaymentColumns(t, { ...options, withItems: false }));
    expect(columns.map((column) => column.header)).not.toContain('payments.columns.items');
  });
});
