import { messages } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type {
  CustomField,
  PublicLinkPayment,
  PublicPaymentLink,
  StartLinkPaymentRequestSchema,
} from '@olivia/contracts/payment-links';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { randomCode } from '../../lib/secrets';
import type { PaymentProvider } from '../../payments/provider';
import { answeringProviderFailures } from '../../payments/provider-failures';
import { payerPaymentState, type CardPayments } from '../card-payments/public';
import { hasCodeDiscounts, redeemFor } from '../discounts/public';
import type { JobKind, Jobs } from '../jobs/public';
import { findTopUpByReference, insertTopUp, TOP_UP_TTL_MINUTES, topUpFee } from '../top-ups/public';
import {
  linkStockShort,
  moveLinkStock,
  paymentItems,
  priceLinkPayment,
  pricedLinkItems,
} from './link-items';
import { linkDiscount, linkPricingLines } from './link-discount';
import { failLinkPayment, releaseExpiredLinkPayment } from './link-stock';
import {
  countLinkView,
  findLinkPayment,
  findLinkStore,
  findPaymentLinkBySlug,
  findPaymentLinkRow,
  insertLinkPayment,
  linkState,
  placesTaken,
  type LinkPaymentRow,
  type PaymentLinkRow,
} from './payment-links.repository';
import { linkPaymentStatus } from './payment-links.service';

type StartRequest = z.output<typeof StartLinkPaymentRequestSchema>;

const STATE_REFUSALS = {
  inactive: paymentLinkMessages.linkInactive,
  expired: paymentLinkMessages.linkExpired,
  completed: paymentLinkMessages.linkLimitReached,
} as const;

/** The answers to the link's fields, checked: 400 naming each field (`answers.0`) that fails. */
function checkedAnswers(fields: CustomField[], answers: string[]) {
  const details: Record<string, string[]> = {};
  const checked = fields.map((field, index) => {
    const value = answers[index]?.trim() ?? '';
    const key = `answers.${index}`;
    if (value === '') {
      if (field.required) details[key] = [messages.required];
    } else if (field.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) {
      details[key] = [messages.enterValidAmount];
    } else if (field.kind === 'choice' && !field.choices.includes(value)) {
      details[key] = [messages.required];
    }
    return { label: field.label, value };
  });
  return { checked, details };
}

/**
 * What a payer does on a link (ADR 0027): reads it, starts a payment (a place under the link's
 * limit taken with the link locked, then a temporary account opened at the provider outside
 * any transaction, then its top-up row), and follows it. The money arrives by the provider's
 * webhook, through the top-ups module's receiver (`link-payment-received.ts`). On a link that
 * sells products the payment is priced from the catalogue and takes their stock in the same
 * transaction as its place; the `link.payment.release` job gives it back if it is not paid in
 * time.
 */
export function createLinkCheckout(deps: {
  db: Database;
  provider: PaymentProvider;
  cards: CardPayments;
  jobs: Jobs;
  appUrl: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const provider = answeringProviderFailures(deps.provider);
  const now = deps.now ?? (() => new Date());

  const releaseJob: JobKind<{ paymentId: string }> = {
    kind: 'link.payment.release',
    payload: z.object({ paymentId: z.uuid() }),
    run: ({ paymentId }) =>
      withTransaction(db, (tx) => releaseExpiredLinkPayment(tx, paymentId, now())),
  };
  deps.jobs.register(releaseJob);

  const failed = (id: string) => withTransaction(db, (tx: Executor) => failLinkPayment(tx, id));

  async function linkAt(slug: string) {
    const link = await findPaymentLinkBySlug(db, slug);
    const store = link && (await findLinkStore(db, link.storeId));
    if (!link || !store) throw notFound();
    return { link, store };
  }

  async function availableBanks(currency: string) {
    const banks = await provider.listTopUpBanks(currency);
    return banks.filter((bank) => bank.available).map(({ code, name }) => ({ code, name }));
  }

  /** Whether the payer chooses the amount (no code applies to it, ADR 0034). */
  const payerAmount = (link: PaymentLinkRow) =>
    !(link.amountType === 'fixed' && link.amount !== null);

  /** The amount the payer is to pay: the link's, or theirs at or above its minimum. */
  function amountOf(link: PaymentLinkRow, body: Pick<StartRequest, 'amount'>): bigint {
    if (!payerAmount(link)) return link.amount ?? 0n;
    if (body.amount === undefined) {
      throw badRequest(messages.required, { amount: [messages.required] });
    }
    const amount = toMinorUnits(body.amount);
    if (amount < link.minimumAmount) {
      throw badRequest(paymentLinkMessages.amountBelowMinimum, {
        amount: [paymentLinkMessages.amountBelowMinimum],
      });
    }
    return amount;
  }

  /** The payer's details as the link asks for them; 400 with every field that fails. */
  function checkedPayer(link: PaymentLinkRow, body: StartRequest) {
    const { checked, details } = checkedAnswers(link.customFields, body.answers);
    if (link.collectPhone && body.phone === '') details.phone = [messages.required];
    if (link.collectAddress && body.address === '') details.address = [messages.required];
    const [first] = Object.values(details);
    if (first?.[0]) throw badRequest(first[0], details);
    return checked;
  }

  /** The provider's card page for a payment; no page, no payment (its place is freed). */
  async function openCardPage(
    payment: LinkPaymentRow,
    context: { link: PaymentLinkRow; storeName: string; slug: string },
  ) {
    try {
      await deps.cards.open({
        storeId: payment.storeId,
        storeName: context.storeName,
        reference: payment.reference,
        purpose: 'link',
        purposeId: payment.id,
        description: context.link.name,
        payerName: payment.name,
        payerEmail: payment.email,
        currency: payment.currency,
        amount: payment.amount,
        returnUrl: `${deps.appUrl}/pay/${context.slug}/p/${payment.id}`,
        owner: { linkPaymentId: payment.id },
        expiresAt: payment.expiresAt,
      });
    } catch (error) {
      await failed(payment.id);
      throw error;
    }
  }

  return {
    /** The link as its page shows it; `view` counts a person's visit. */
    async link(slug: string, options: { view?: boolean } = {}): Promise<PublicPaymentLink> {
      const { link, store } = await linkAt(slug);
      if (options.view) await countLinkView(db, link.id);
      const state = linkState(link, now());
      const priced = (await pricedLinkItems(db, link.storeId, [link.id])).get(link.id);
      const items = priced?.items ?? [];
      return {
        slug: link.slug,
        name: link.name,
        description: link.description,
        imageurl: link.imageUrl,
        amounttype: link.amountType === 'fixed' ? 'fixed' : 'payer',
        amount:
          items.length > 0 && priced
            ? toMajorUnits(priced.total)
            : link.amount === null
              ? null
              : toMajorUnits(link.amount),
        minimumamount: toMajorUnits(link.minimumAmount),
        currency: link.currency,
        items,
        collectphone: link.collectPhone,
        collectaddress: link.collectAddress,
        customfields: link.customFields,
        state,
        codes: state === 'active' && (await hasCodeDiscounts(db, link.storeId, now())),
        store: { name: store.name, logourl: store.logoUrl },
        banks: state === 'active' ? await availableBanks(link.currency) : [],
      };
    },

    /**
     * What the payer would pay with a code (the page's Apply, ADR 0034): each product's saving,
     * the discount and the total; refused as `start` would refuse the code.
     */
    async quote(slug: string, body: Pick<StartRequest, 'code' | 'email' | 'amount'>) {
      const { link } = await linkAt(slug);
      const products = await priceLinkPayment(db, link.storeId, link.id);
      const amount = products ? products.total : amountOf(link, body);
      const coded = await linkDiscount(db, {
        storeId: link.storeId,
        code: body.code,
        email: body.email,
        payerAmount: !products && payerAmount(link),
        lines: linkPricingLines(products?.lines, amount),
        now: now(),
      });
      return {
        code: coded.held ? body.code.toUpperCase() : '',
        discount: toMajorUnits(coded.discount),
        total: toMajorUnits(amount - coded.discount),
        lines: coded.lineSavings.map(toMajorUnits),
      };
    },

    /**
     * Starts a payment: 409 when the link is inactive, expired or has no place left (a pending
     * payment holds its place until its account expires) or one of its products is no longer
     * sold or short of stock, 400 for the payer's mistakes.
     */
    async start(slug: string, body: StartRequest): Promise<PublicLinkPayment> {
      const { link, store } = await linkAt(slug);
      const state = linkState(link, now());
      if (state !== 'active') throw conflict(STATE_REFUSALS[state]);
      // Real money reaches only a verified agent's wallet (docs/product/roles.md), as orders.
      if (deps.provider.name !== 'sandbox' && !store.ownerIsAgent) {
        throw conflict(orderMessages.storeNotTakingOrders);
      }
      const answers = checkedPayer(link, body);
      // A link that sells products is priced now (409 if one is gone or short); its total is paid.
      const products = await priceLinkPayment(db, link.storeId, link.id);
      const amount = products ? products.total : amountOf(link, body);
      // The code is checked before anything is opened (400 with its reason on `code`).
      const codeFor = (lines: Parameters<typeof linkPricingLines>[0], total: bigint) => ({
        storeId: link.storeId,
        code: body.code,
        email: body.email,
        payerAmount: !products && payerAmount(link),
        lines: linkPricingLines(lines, total),
        now: now(),
      });
      await linkDiscount(db, codeFor(products?.lines, amount));
      const card = body.method === 'card';
      if (!card && body.bank === '') {
        throw badRequest(messages.required, { bank: [messages.required] });
      }
      if (!card && !(await availableBanks(link.currency)).some((b) => b.code === body.bank)) {
        throw badRequest(messages.bankNotAvailable, { bank: [messages.bankNotAvailable] });
      }
      const expiresAt = new Date(now().getTime() + TOP_UP_TTL_MINUTES * 60_000);
      const payment = await withTransaction(db, async (tx, afterCommit) => {
        const locked = await findPaymentLinkBySlug(tx, slug, 'update');
        if (!locked) throw notFound();
        const lockedState = linkState(locked, now());
        if (lockedState !== 'active') throw conflict(STATE_REFUSALS[lockedState]);
        if (
          locked.completionLimit !== null &&
          (await placesTaken(tx, locked.id, now())) >= locked.completionLimit
        ) {
          throw conflict(paymentLinkMessages.linkLimitReached);
        }
        // Priced again under the link's lock: what the payer pays is what is taken.
        const lines = products && (await priceLinkPayment(tx, locked.storeId, locked.id));
        const gross = lines ? lines.total : amount;
        // The code's row is held from here to the commit: its limits are read and moved by one
        // payment at a time (ADR 0006: the link, then the code, its promotions, the stock).
        const coded = await linkDiscount(tx, { ...codeFor(lines?.lines, gross), lock: true });
        const items = lines
          ? paymentItems(lines.lines).map((item, index) => {
              const saving = coded.lineSavings[index] ?? 0n;
              return saving > 0n ? { ...item, discount: saving.toString() } : item;
            })
          : [];
        const reference = `pl_${randomCode(16).toLowerCase()}`;
        if (lines) {
          const short = await moveLinkStock(
            tx,
            { storeId: locked.storeId, reference, items },
            locked.name,
            -1,
          );
          if (short.length > 0) throw linkStockShort(lines.lines, short);
        }
        const row = await insertLinkPayment(tx, {
          storeId: locked.storeId,
          linkId: locked.id,
          reference,
          name: body.name,
          email: body.email,
          phone: body.phone,
          address: body.address,
          answers,
          items,
          stockHeld: items.length > 0,
          amount: gross - coded.discount,
          discount: coded.discount,
          couponCode: coded.held ? body.code.toUpperCase() : '',
          currency: locked.currency,
          method: body.method,
          expiresAt,
        });
        if (coded.held) {
          const key = { linkPaymentId: row.id };
          await redeemFor(
            tx,
            { key, storeId: row.storeId, email: row.email, total: row.amount },
            coded.held,
          );
        }
        // Unpaid in time, it gives back what it holds: its stock, its code's use.
        if (items.length > 0 || coded.held) {
          await deps.jobs.enqueue(
            { tx, afterCommit },
            releaseJob,
            { paymentId: row.id },
            { storeId: row.storeId, key: `link.payment.release:${row.id}`, runAt: expiresAt },
          );
        }
        return row;
      });
      const due = payment.amount;
      if (card) {
        await openCardPage(payment, { link, storeName: store.name, slug });
        return this.payment(payment.id);
      }
      let account;
      try {
        account = await provider.createTopUp({
          reference: payment.reference,
          amountDue: due,
          currency: link.currency,
          bankCode: body.bank,
          email: body.email,
          storeName: store.name,
          expiresAt,
        });
      } catch (error) {
        // No account, no payment: its place under the limit and its stock are freed.
        await failed(payment.id);
        throw error;
      }
      const fee = topUpFee(due, link.currency);
      await withTransaction(db, (tx) =>
        insertTopUp(tx, {
          reference: payment.reference,
          storeId: link.storeId,
          createdBy: null,
          currency: link.currency,
          amount: due - fee,
          fee,
          bankCode: body.bank,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          provider: provider.name,
          providerReference: account.providerReference,
          expiresAt: account.expiresAt,
          linkPaymentId: payment.id,
        }),
      );
      return this.payment(payment.id);
    },

    /**
     * A payment as its page shows it; its id is its secret (a random UUID). `verify`: a card
     * payment still open is first asked about at the provider (the payer is back from its page).
     */
    async payment(id: string, options: { verify?: boolean } = {}): Promise<PublicLinkPayment> {
      let payment = await findLinkPayment(db, id);
      if (!payment) throw notFound();
      let charge = payment.method === 'card' ? await deps.cards.find(payment.reference) : undefined;
      if (options.verify && charge?.status === 'pending') {
        charge = await deps.cards.settle(payment.reference);
        payment = (await findLinkPayment(db, id)) ?? payment;
      }
      const [link, store, topUp] = await Promise.all([
        findPaymentLinkRow(db, payment.linkId),
        findLinkStore(db, payment.storeId),
        findTopUpByReference(db, payment.reference),
      ]);
      if (!link || !store) throw notFound();
      const status = linkPaymentStatus(payment, now());
      const paid = status === 'paid';
      return {
        ...payerPaymentState(payment, status, charge, topUp),
        link: { slug: link.slug, name: link.name },
        store: { name: store.name },
        aftermessage: paid ? link.afterMessage : '',
        redirecturl: paid ? link.redirectUrl : '',
      };
    },
  };
}

export type LinkCheckout = ReturnType<typeof createLinkCheckout>;
