import { eq } from 'drizzle-orm';
import type { CustomField } from '@olivia/contracts/payment-links';
import { linkPayments, paymentLinkItems, paymentLinks } from '../db/schema/payment-links';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Ledger } from '../modules/ledger/public';
import { cardFee, insertCardCharge } from '../modules/card-payments/public';
import { insertTopUp, topUpFee } from '../modules/top-ups/public';
import type { SeededProduct } from './demo-catalog';
import { redeemDemoCode } from './demo-discount-uses';
import type { DemoCustomer } from './demo-orders-data';
import { postDemoPayment } from './demo-payment-posting';

const DAY_MS = 86_400_000;

/** A demo link: what it asks, how long ago it was made, and how it has done since. */
export interface DemoLink {
  name: string;
  slug: string;
  description: string;
  /** Major units; null: the payer chooses, from `minimum` (or it sells `products`). */
  amount: number | null;
  /** Products of the store's catalogue it sells, by name: the link is fixed at their total. */
  products?: { name: string; quantity: number }[];
  minimum?: number;
  collectPhone?: boolean;
  customFields?: CustomField[];
  completionLimit?: number;
  /** Days from now it expires (negative: it has). */
  expiresInDays?: number;
  active?: boolean;
  afterMessage?: string;
  daysAgo: number;
  views: number;
  /** Paid payments: the amount each payer chose on a link without a fixed one (major units; a link with products: their total whatever is written). */
  paid: number[];
  /** The first paid payment used this code (ADR 0034): what it took off, major units. */
  coded?: { code: string; off: number };
  abandoned: number;
}

export const FABRICS_LINKS: DemoLink[] = [
  {
    name: 'Gele tying class — Saturday',
    slug: 'ada-gele-class',
    description: 'Two hours at the Yaba studio: learn three gele styles. Fabric provided.',
    amount: 15_000,
    collectPhone: true,
    customFields: [
      { label: 'Head size', kind: 'choice', choices: ['S', 'M', 'L'], required: true },
    ],
    completionLimit: 12,
    expiresInDays: 9,
    afterMessage: 'See you on Saturday at 10am — 14 Herbert Macaulay Way, Yaba.',
    daysAgo: 12,
    views: 164,
    paid: [15_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000],
    abandoned: 4,
  },
  {
    name: 'Custom aso-oke deposit',
    slug: 'ada-aso-oke-deposit',
    description: 'Deposit for a made-to-order aso-oke set. We call you within a day to confirm.',
    amount: null,
    minimum: 20_000,
    customFields: [{ label: 'Event date', kind: 'text', choices: [], required: true }],
    daysAgo: 40,
    views: 212,
    paid: [50_000, 35_000, 20_000, 80_000, 45_000],
    abandoned: 6,
  },
  {
    name: 'Ankara bundle — December sale',
    slug: 'ada-december-bundle',
    description: 'Six yards of any two prints from the December range.',
    amount: 24_500,
    expiresInDays: -3,
    daysAgo: 75,
    views: 389,
    paid: [24_500, 24_500, 24_500, 24_500, 24_500, 24_500, 24_500, 24_500, 24_500],
    // An influencer's single-use code: 15% of ₦24,500 (the December sale promotion counts it).
    coded: { code: 'IGT5NX7KRD', off: 3_675 },
    abandoned: 11,
  },
  {
    name: 'Tailoring consultation',
    slug: 'ada-tailoring-consult',
    description: 'Thirty minutes with our tailor, in the studio or on a video call.',
    amount: 5_000,
    active: false,
    daysAgo: 120,
    views: 58,
    paid: [5_000, 5_000],
    abandoned: 1,
  },
  {
    name: 'Tailor’s starter kit',
    slug: 'ada-tailor-starter-kit',
    description: 'Everything a new tailoring student needs on day one, from our notions shelf.',
    amount: null,
    products: [
      { name: 'Tailoring scissors, 10 inch', quantity: 1 },
      { name: 'Measuring tape, pack of 3', quantity: 2 },
    ],
    collectPhone: true,
    daysAgo: 18,
    views: 97,
    paid: [0, 0, 0, 0],
    abandoned: 2,
  },
];

export const TEA_LINKS: DemoLink[] = [
  {
    name: 'Tasting evening — 6 guests',
    slug: 'thames-tea-tasting',
    description: 'An evening of eight single-estate teas at our Borough shop.',
    amount: 35,
    completionLimit: 6,
    expiresInDays: 20,
    daysAgo: 8,
    views: 73,
    paid: [35, 35, 35],
    abandoned: 2,
  },
  {
    name: 'Gift card',
    slug: 'thames-tea-gift-card',
    description: 'Choose an amount; we e-mail the card to you within the hour.',
    amount: null,
    minimum: 10,
    daysAgo: 60,
    views: 140,
    paid: [25, 50, 20, 30],
    abandoned: 3,
  },
];

/**
 * A store's payment links and their history: each paid payment was paid into its top-up
 * account and posted through the ledger, as the payment receiver records one (ADR 0027); the
 * abandoned ones expired unpaid.
 */
export async function seedDemoPaymentLinks(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  links: DemoLink[],
  options: { customers: DemoCustomer[]; now: Date; catalogue?: SeededProduct[] },
): Promise<void> {
  const { tx } = unit;
  let payer = 0;
  for (const demo of links) {
    const createdAt = new Date(options.now.getTime() - demo.daysAgo * DAY_MS);
    const products = (demo.products ?? []).flatMap(({ name, quantity }) => {
      const product = options.catalogue?.find((p) => p.name === name && p.variants.length === 0);
      return product ? [{ product, quantity }] : [];
    });
    const productTotal = products.reduce(
      (sum, { product, quantity }) => sum + product.price * BigInt(quantity),
      0n,
    );
    const items = products.map(({ product, quantity }) => ({
      productId: product.id,
      variantId: null,
      name: product.name,
      quantity,
      unitPrice: product.price.toString(),
      total: (product.price * BigInt(quantity)).toString(),
    }));
    const minor = (major: number) =>
      items.length > 0 ? productTotal : BigInt(Math.round(major * 100));
    const fixed = demo.amount ?? (items.length > 0 ? 0 : null);
    const [link] = await tx
      .insert(paymentLinks)
      .values({
        storeId: store.id,
        name: demo.name,
        slug: demo.slug,
        description: demo.description,
        amountType: fixed === null ? 'payer' : 'fixed',
        amount: fixed === null ? null : minor(fixed),
        minimumAmount: minor(fixed ?? demo.minimum ?? 0),
        currency: store.currency,
        collectPhone: demo.collectPhone ?? false,
        customFields: demo.customFields ?? [],
        completionLimit: demo.completionLimit ?? null,
        expiresAt:
          demo.expiresInDays === undefined
            ? null
            : new Date(options.now.getTime() + demo.expiresInDays * DAY_MS),
        afterMessage: demo.afterMessage ?? '',
        active: demo.active ?? true,
        views: demo.views,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!link) throw new Error('demo payment link insert returned no row');
    if (items.length > 0) {
      await tx.insert(paymentLinkItems).values(
        items.map((item, position) => ({
          linkId: link.id,
          storeId: store.id,
          productId: item.productId,
          quantity: item.quantity,
          position,
        })),
      );
    }
    const attempts = [...demo.paid.map((amount) => ({ amount, paid: true }))];
    for (let i = 0; i < demo.abandoned; i += 1) {
      attempts.push({ amount: fixed ?? demo.minimum ?? 0, paid: false });
    }
    let revenue = 0n;
    for (const [index, attempt] of attempts.entries()) {
      const customer = options.customers[payer++ % options.customers.length];
      if (!customer) continue;
      const at = new Date(
        createdAt.getTime() + ((index + 1) / (attempts.length + 1)) * demo.daysAgo * DAY_MS,
      );
      const coded = attempt.paid && index === 0 ? demo.coded : undefined;
      const amount = minor(attempt.amount - (coded?.off ?? 0));
      const reference = `pl_demo${link.slug.replace(/-/g, '')}${index}`;
      // A third of the paid ones by card; the unpaid ones half cards that failed, half accounts
      // nobody paid into.
      const byCard = attempt.paid ? index % 3 === 1 : index % 2 === 0;
      const fee = byCard ? cardFee(amount, store.currency) : topUpFee(amount, store.currency);
      const [payment] = await tx
        .insert(linkPayments)
        .values({
          storeId: store.id,
          linkId: link.id,
          reference,
          name: customer.name,
          email: customer.email,
          phone: demo.collectPhone ? customer.phone : '',
          answers: (demo.customFields ?? []).map((field) => ({
            label: field.label,
            value:
              field.kind === 'choice' ? (field.choices[index % field.choices.length] ?? '') : '',
          })),
          items,
          amount,
          discount: coded ? minor(coded.off) : 0n,
          couponCode: coded?.code ?? '',
          amountPaid: attempt.paid ? amount : 0n,
          credited: attempt.paid ? amount - fee : 0n,
          currency: store.currency,
          method: byCard ? 'card' : 'transfer',
          status: attempt.paid ? 'paid' : byCard ? 'failed' : 'pending',
          expiresAt: new Date(at.getTime() + 30 * 60_000),
          createdAt: at,
          paidAt: attempt.paid ? new Date(at.getTime() + 4 * 60_000) : null,
        })
        .returning();
      if (!payment) continue;
      if (coded) {
        const use = { email: customer.email, amount: minor(coded.off) };
        await redeemDemoCode(tx, store.id, coded.code, {
          owner: { linkPaymentId: payment.id },
          ...use,
        });
      }
      const outcome = attempt.paid ? null : DEMO_CARD_FAILURES[index % DEMO_CARD_FAILURES.length];
      await insertDemoAttempt(tx, store, {
        link,
        payment,
        fee,
        card: byCard ? (outcome ?? { status: 'successful', response: 'Approved' }) : null,
        cardIndex: index,
      });
      if (!attempt.paid) continue;
      revenue += amount;
      await recordDemoPayment(unit, ledger, store, {
        link,
        payment,
        fee,
        customer: customer.name,
      });
    }
    await tx
      .update(paymentLinks)
      .set({ attempts: attempts.length, payments: demo.paid.length, revenue })
      .where(eq(paymentLinks.id, link.id));
  }
}

async function recordDemoPayment(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  paid: {
    link: typeof paymentLinks.$inferSelect;
    payment: typeof linkPayments.$inferSelect;
    fee: bigint;
    customer: string;
  },
) {
  const { link, payment, fee } = paid;
  await postDemoPayment(unit, ledger, store, {
    reference: payment.reference,
    amount: payment.amount,
    fee,
    paidAt: payment.paidAt ?? payment.createdAt,
    agencyTxn: 'LINK PAYMENT',
    request: { link: link.slug },
    meaning: `Payment for payment link "${link.name}" from ${paid.customer}`,
    createdBy: payment.email,
  });
}

/** How the demo's unpaid card attempts ended, in turn. */
const DEMO_CARD_FAILURES = [
  { status: 'failed', response: 'Insufficient Funds', category: 'customer' },
  { status: 'failed', response: 'Declined by the issuing bank (Do Not Honour)', category: 'bank' },
  { status: 'abandoned', response: 'The customer left the payment page', category: 'customer' },
  { status: 'failed', response: 'Token Authentication Failed (wrong OTP)', category: 'customer' },
  { status: 'failed', response: 'Issuer or switch inoperative (timed out)', category: 'bank' },
] as const;
const DEMO_CARDS = [
  { brand: 'visa', last4: '4081', bin: '408408', bank: 'Guaranty Trust Bank' },
  { brand: 'mastercard', last4: '5100', bin: '539983', bank: 'Access Bank' },
  { brand: 'verve', last4: '6666', bin: '506066', bank: 'Zenith Bank' },
  { brand: 'visa', last4: '1881', bin: '418742', bank: 'First Bank of Nigeria' },
] as const;

/**
 * What an attempt left behind as a real one would: its account or card page (a top-up row, paid
 * or not), and for a card the charge with the card and the processor's words.
 */
async function insertDemoAttempt(
  tx: UnitOfWork['tx'],
  store: { id: string; currency: string },
  attempt: {
    link: typeof paymentLinks.$inferSelect;
    payment: typeof linkPayments.$inferSelect;
    fee: bigint;
    card: { status: string; response: string; category?: string } | null;
    cardIndex: number;
  },
) {
  const { link, payment, fee, card } = attempt;
  const paid = payment.status === 'paid';
  const paidAt = payment.paidAt ?? payment.createdAt;
  await insertTopUp(tx, {
    reference: payment.reference,
    storeId: store.id,
    createdBy: null,
    currency: store.currency,
    amount: payment.amount - fee,
    fee,
    amountPaid: paid ? payment.amount : 0n,
    credited: paid ? payment.amount - fee : 0n,
    bankCode: card ? 'CARD' : 'SANDBOX',
    bankName: card ? 'Card' : 'Olivia Sandbox Bank',
    accountNumber: card ? '' : `97${payment.reference.slice(-8).padStart(8, '0')}`,
    accountName: link.name.slice(0, 40),
    provider: 'sandbox',
    channel: card ? 'card' : 'transfer',
    providerReference: `demo-${payment.reference}`,
    expiresAt: payment.expiresAt,
    lastPaidAt: paid ? paidAt : null,
    linkPaymentId: payment.id,
    createdAt: payment.createdAt,
  });
  if (!card) return;
  const used = DEMO_CARDS[attempt.cardIndex % DEMO_CARDS.length] ?? DEMO_CARDS[0];
  const at = payment.createdAt.toISOString();
  await insertCardCharge(tx, {
    storeId: store.id,
    reference: payment.reference,
    purpose: 'link',
    purposeId: payment.id,
    description: link.name,
    payerName: payment.name,
    payerEmail: payment.email,
    currency: store.currency,
    amount: payment.amount,
    fee,
    status: card.status,
    provider: 'sandbox',
    checkoutUrl: `/sandbox-card/${payment.reference}`,
    transactionId: `demo${payment.reference.slice(-10)}`,
    ...(card.status === 'abandoned'
      ? {}
      : {
          cardBrand: used.brand,
          cardLast4: used.last4,
          cardBin: used.bin,
          cardExpiry: '09/28',
          cardBank: used.bank,
        }),
    gatewayResponse: card.response,
    failureCategory: card.category ?? null,
    steps: [
      { at, step: 'initialized', message: 'Payment page opened' },
      ...(card.status === 'abandoned'
        ? [{ at, step: 'abandoned', message: card.response }]
        : [
            { at, step: 'card', message: `Card ending ${used.last4} entered` },
            {
              at,
              step: card.status === 'successful' ? 'success' : 'failed',
              message: card.response,
            },
          ]),
    ],
    createdAt: payment.createdAt,
    completedAt: new Date(payment.createdAt.getTime() + 3 * 60_000),
  });
}
