import { asc, eq } from 'drizzle-orm';
import { customers } from '../db/schema/orders';
import { invoicePayments, invoices } from '../db/schema/invoices';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Ledger } from '../modules/ledger/public';
import { invoiceNumber } from '../modules/invoices/invoice-mail';
import { invoiceDiscount } from '../modules/invoices/invoice-discount';
import { invoiceTotals } from '../modules/invoices/invoice-totals';
import { setDocumentCounter } from '../modules/receipts/receipts.repository';
import { insertTopUp, topUpFee } from '../modules/top-ups/public';
import type { SeededProduct } from './demo-catalog';
import { redeemDemoCode } from './demo-discount-uses';
import { postDemoPayment } from './demo-payment-posting';

const DAY_MS = 86_400_000;

/** A demo invoice: what it bills, when it went out, when it falls due and what was paid. */
export interface DemoInvoice {
  /** The store's nth customer (by name), so the invoice names someone who has ordered. */
  customer: number;
  /** A free-text line, or the store's nth product (its name and price) when `product` is set. */
  lines: { description?: string; product?: number; quantity: number; unitPrice?: number }[];
  discount?: number;
  /** One of the store's codes applied (ADR 0034), priced into its lines. */
  code?: string;
  taxRate?: number;
  notes?: string;
  /** Days ago it was written; days from now it falls due (negative: past). */
  daysAgo: number;
  dueInDays: number;
  status: 'draft' | 'sent' | 'void';
  /** Payments made on its page, as shares of its total (1: the whole), a few days apart. */
  paid?: number[];
}

export const FABRICS_INVOICES: DemoInvoice[] = [
  {
    customer: 0,
    lines: [
      {
        description: 'Aso-oke set, made to order (wedding party of 6)',
        quantity: 6,
        unitPrice: 85_000,
      },
      { description: 'Embroidery on the agbada collars', quantity: 6, unitPrice: 12_500 },
    ],
    discount: 30_000,
    taxRate: 7.5,
    notes: 'Half now, half on collection. Collection from our Yaba studio.',
    daysAgo: 52,
    dueInDays: -38,
    status: 'sent',
    paid: [0.5, 0.5],
  },
  {
    customer: 1,
    lines: [
      { product: 0, quantity: 20 },
      { product: 1, quantity: 10 },
    ],
    taxRate: 7.5,
    notes: 'Wholesale order for the Wuse boutique. Bank transfer or card on the invoice page.',
    daysAgo: 30,
    dueInDays: -9,
    status: 'sent',
    paid: [0.4],
  },
  {
    customer: 2,
    lines: [
      {
        description: 'Gele tying class for a bridal party (8 people)',
        quantity: 1,
        unitPrice: 96_000,
      },
    ],
    notes: 'Saturday 10am, Bodija. Fabric provided.',
    daysAgo: 21,
    dueInDays: -4,
    status: 'sent',
  },
  {
    customer: 3,
    lines: [
      { product: 2, quantity: 4 },
      { description: 'Delivery to Enugu', quantity: 1, unitPrice: 6_500 },
    ],
    code: 'IGH3ZD6YLC',
    daysAgo: 9,
    dueInDays: 5,
    status: 'sent',
  },
  {
    customer: 4,
    lines: [{ product: 3, quantity: 12 }],
    discount: 10_000,
    taxRate: 7.5,
    daysAgo: 14,
    dueInDays: 16,
    status: 'sent',
    paid: [0.25],
  },
  {
    customer: 5,
    lines: [
      { description: 'Tailoring: 3 kaftans from your fabric', quantity: 3, unitPrice: 18_000 },
    ],
    daysAgo: 20,
    dueInDays: -6,
    status: 'sent',
    paid: [1],
  },
  {
    customer: 6,
    lines: [{ product: 4, quantity: 2 }],
    notes: 'Replaced by a new invoice with the right quantity.',
    daysAgo: 18,
    dueInDays: -4,
    status: 'void',
  },
  {
    customer: 7,
    lines: [
      {
        description: 'Corporate gifts: 25 ankara scarves, gift-wrapped',
        quantity: 25,
        unitPrice: 7_500,
      },
    ],
    taxRate: 7.5,
    daysAgo: 1,
    dueInDays: 14,
    status: 'draft',
  },
];

export const TEA_INVOICES: DemoInvoice[] = [
  {
    customer: 0,
    lines: [
      { product: 0, quantity: 12 },
      { description: 'Staff tasting session at your office', quantity: 1, unitPrice: 120 },
    ],
    taxRate: 20,
    notes: 'Monthly office supply. Thank you for your custom.',
    daysAgo: 35,
    dueInDays: -5,
    status: 'sent',
    paid: [1],
  },
  {
    customer: 1,
    lines: [{ product: 1, quantity: 6 }],
    taxRate: 20,
    daysAgo: 6,
    dueInDays: 24,
    status: 'sent',
  },
  {
    customer: 2,
    lines: [
      { description: 'Café wholesale: 5 kg house breakfast blend', quantity: 5, unitPrice: 42 },
    ],
    taxRate: 20,
    daysAgo: 2,
    dueInDays: 28,
    status: 'draft',
  },
];

/** The shares of a total in minor units; shares adding up to 1 pay it to the last kobo. */
function sharesOf(total: bigint, shares: number[]): bigint[] {
  let left = total;
  return shares.map((share, index) => {
    const whole = index === shares.length - 1 && shares.reduce((a, b) => a + b, 0) >= 1;
    const amount = whole ? left : (total * BigInt(Math.round(share * 100))) / 100n;
    left -= amount;
    return amount;
  });
}

/**
 * A store's invoices (issue 27, ADR 0029): sent ones numbered INV-0001… in the order they went
 * out (the store's counter left at the last, so the next one continues), payments made on their
 * page into a top-up account and posted through the ledger as the receiver records them; the
 * receipts seed then issues a receipt for each payment.
 */
export async function seedDemoInvoices(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  catalogue: SeededProduct[],
  demos: DemoInvoice[],
  now: Date,
): Promise<void> {
  const { tx } = unit;
  const people = await tx
    .select()
    .from(customers)
    .where(eq(customers.storeId, store.id))
    .orderBy(asc(customers.name));
  const products = catalogue.filter((product) => product.active);
  const sent = [...demos].sort((a, b) => b.daysAgo - a.daysAgo);
  let number = 0;
  for (const demo of sent) {
    const customer = people[demo.customer % Math.max(people.length, 1)];
    if (!customer) continue;
    const lines = demo.lines.map((line) => {
      const product = line.product === undefined ? undefined : products[line.product];
      return {
        description: product?.name ?? line.description ?? '',
        productid: product?.id ?? null,
        quantity: line.quantity,
        unitprice: product ? Number(product.price) / 100 : (line.unitPrice ?? 0),
      };
    });
    const priced = await invoiceDiscount(tx, {
      storeId: store.id,
      lines,
      discountId: null,
      code: demo.code ?? '',
      email: customer.email,
      now,
    });
    const { discountId, discountName, couponCode } = priced;
    const totals = {
      ...invoiceTotals(lines, demo.discount ?? 0, demo.taxRate ?? 0, priced.savings),
      discountId,
      discountName,
      couponCode,
    };
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const sentAt = demo.status === 'draft' ? null : new Date(createdAt.getTime() + 3_600_000);
    if (sentAt) number += 1;
    const paidAmounts = sharesOf(totals.total, demo.paid ?? []);
    const amountPaid = paidAmounts.reduce((sum, amount) => sum + amount, 0n);
    const status =
      demo.status !== 'sent'
        ? demo.status
        : amountPaid >= totals.total
          ? 'paid'
          : amountPaid > 0n
            ? 'partiallypaid'
            : 'sent';
    const paidAt = (index: number) =>
      new Date(createdAt.getTime() + (index + 2) * 4 * DAY_MS + 3_600_000);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        storeId: store.id,
        number: sentAt ? number : null,
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        currency: store.currency,
        ...totals,
        amountPaid,
        notes: demo.notes ?? '',
        dueDate: new Date(now.getTime() + demo.dueInDays * DAY_MS).toISOString().slice(0, 10),
        status,
        sentAt,
        paidAt: status === 'paid' ? paidAt(paidAmounts.length - 1) : null,
        voidedAt: status === 'void' ? new Date(now.getTime() - 2 * DAY_MS) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!invoice) throw new Error('demo invoice insert returned no row');
    if (priced.held) {
      const saving = priced.savings.reduce((sum, line) => sum + line, 0n);
      const use = { email: customer.email, amount: saving };
      await redeemDemoCode(tx, store.id, couponCode, { owner: { invoiceId: invoice.id }, ...use });
    }
    for (const [index, amount] of paidAmounts.entries()) {
      const at = paidAt(index);
      const reference = `inv_demo${invoice.id.replace(/-/g, '').slice(0, 12)}${index}`;
      const fee = topUpFee(amount, store.currency);
      const [payment] = await tx
        .insert(invoicePayments)
        .values({
          storeId: store.id,
          invoiceId: invoice.id,
          reference,
          method: 'transfer',
          amount,
          amountPaid: amount,
          credited: amount - fee,
          currency: store.currency,
          status: 'paid',
          expiresAt: new Date(at.getTime() + 26 * 60_000),
          createdAt: new Date(at.getTime() - 4 * 60_000),
          paidAt: at,
        })
        .returning();
      if (!payment) throw new Error('demo invoice payment insert returned no row');
      await insertTopUp(tx, {
        reference,
        storeId: store.id,
        createdBy: null,
        currency: store.currency,
        amount: amount - fee,
        fee,
        amountPaid: amount,
        credited: amount - fee,
        bankCode: 'SANDBOX',
        bankName: 'Olivia Sandbox Bank',
        accountNumber: `96${reference.slice(-8).padStart(8, '0')}`,
        accountName: customer.name.slice(0, 40),
        provider: 'sandbox',
        channel: 'transfer',
        providerReference: `demo-${reference}`,
        expiresAt: payment.expiresAt,
        lastPaidAt: at,
        invoicePaymentId: payment.id,
        createdAt: payment.createdAt,
      });
      const label = `invoice ${invoiceNumber(invoice.number)} from ${customer.name}`;
      await postDemoPayment(unit, ledger, store, {
        reference,
        amount,
        fee,
        paidAt: at,
        agencyTxn: 'INVOICE PAYMENT',
        request: { bank: 'Olivia Sandbox Bank', account: `96${reference.slice(-8)}` },
        meaning: `Payment for ${label}`,
        createdBy: customer.email,
      });
    }
  }
  if (number > 0) await setDocumentCounter(tx, store.id, 'invoice', number);
}
