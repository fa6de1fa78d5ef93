import { messages } from '@olivia/contracts/messages';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import {
  leastLinkPayment,
  type LinkPayment,
  type LinkPaymentsQuerySchema,
  type PaymentLink,
  type PaymentLinkRequestSchema,
  type PaymentLinksQuerySchema,
  type UpdatePaymentLinkRequestSchema,
} from '@olivia/contracts/payment-links';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { randomCode } from '../../lib/secrets';
import type { FileLinks } from '../files/public';
import { chosenSplitGroup } from '../split-payments/public';
import { checkedLinkItems, pricedLinkItems, type PricedItems } from './link-items';
import { replaceLinkItems } from './link-items.repository';
import {
  deleteStorePaymentLink,
  findLinkStore,
  findStorePaymentLink,
  hasPayments,
  insertPaymentLink,
  isSlugTaken,
  isSlugUsed,
  linkPaymentsOf,
  linkState,
  storePaymentLinks,
  updateStorePaymentLink,
  type LinkPaymentRow,
  type PaymentLinkChanges,
  type PaymentLinkRow,
} from './payment-links.repository';

type LinkRequest = z.output<typeof PaymentLinkRequestSchema>;
type LinkUpdate = z.output<typeof UpdatePaymentLinkRequestSchema>;

const major = (minor: bigint | null) => (minor === null ? null : toMajorUnits(minor));

/**
 * A link as the merchant sees it; with its products priced now (`priced`), a link that sells
 * products shows their total as its amount.
 */
export const toPaymentLink =
  (appUrl: string, now: () => Date) =>
  (link: PaymentLinkRow, priced?: PricedItems): PaymentLink => ({
    id: link.id,
    name: link.name,
    description: link.description,
    imageurl: link.imageUrl,
    slug: link.slug,
    url: `${appUrl}/pay/${link.slug}`,
    amounttype: link.amountType === 'fixed' ? 'fixed' : 'payer',
    amount: priced && priced.items.length > 0 ? toMajorUnits(priced.total) : major(link.amount),
    items: priced?.items ?? [],
    minimumamount: toMajorUnits(link.minimumAmount),
    currency: link.currency,
    collectphone: link.collectPhone,
    collectaddress: link.collectAddress,
    customfields: link.customFields,
    completionlimit: link.completionLimit,
    expiresat: link.expiresAt?.toISOString() ?? null,
    aftermessage: link.afterMessage,
    redirecturl: link.redirectUrl,
    splitgroupid: link.splitGroupId,
    active: link.active,
    state: linkState(link, now()),
    views: link.views,
    attempts: link.attempts,
    payments: link.payments,
    revenue: toMajorUnits(link.revenue),
    createdat: link.createdAt.toISOString(),
    updatedat: link.updatedAt.toISOString(),
  });

/** A payment as the merchant sees it: a pending one past its account's time reads expired. */
export const toLinkPayment =
  (now: () => Date) =>
  (payment: LinkPaymentRow): LinkPayment => ({
    id: payment.id,
    reference: payment.reference,
    name: payment.name,
    email: payment.email,
    phone: payment.phone,
    address: payment.address,
    answers: payment.answers,
    items: payment.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitprice: toMajorUnits(BigInt(item.unitPrice)),
      total: toMajorUnits(BigInt(item.total)),
      discount: toMajorUnits(BigInt(item.discount ?? '0')),
    })),
    method: payment.method === 'card' ? 'card' : 'transfer',
    amount: toMajorUnits(payment.amount),
    discount: toMajorUnits(payment.discount),
    couponcode: payment.couponCode,
    credited: toMajorUnits(payment.credited),
    currency: payment.currency,
    status: linkPaymentStatus(payment, now()),
    createdat: payment.createdAt.toISOString(),
    paidat: payment.paidAt?.toISOString() ?? null,
  });

export function linkPaymentStatus(payment: LinkPaymentRow, now: Date): LinkPayment['status'] {
  if (payment.status === 'pending' && payment.expiresAt <= now) return 'expired';
  return payment.status as LinkPayment['status'];
}

/** '' → a slug from the name and 6 random characters ('summer-sale-x7k2p9'). */
const slugFromName = (name: string) => {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const suffix = randomCode(6).toLowerCase();
  return base.length >= 2 ? `${base}-${suffix}` : `pay-${suffix}`;
};

/**
 * The amounts a link's request sets, in minor units; 400 below the least a payment can be in
 * the store's currency (a fixed amount, or the payer's minimum).
 */
function amountsOf(
  body: Pick<LinkRequest, 'amounttype' | 'amount' | 'minimumamount'>,
  currency: string,
): Pick<PaymentLinkRow, 'amountType' | 'amount' | 'minimumAmount'> {
  const least = leastLinkPayment(currency);
  if (body.amounttype === 'fixed') {
    const amount = body.amount ?? 0;
    if (amount < least) {
      throw badRequest(paymentLinkMessages.amountBelowMinimum, {
        amount: [paymentLinkMessages.amountBelowMinimum],
      });
    }
    return {
      amountType: 'fixed',
      amount: toMinorUnits(amount),
      minimumAmount: toMinorUnits(amount),
    };
  }
  const minimum = Math.max(body.minimumamount, least);
  return { amountType: 'payer', amount: null, minimumAmount: toMinorUnits(minimum) };
}

/** A link that sells products: fixed at their total now (400 below the least a payment can be). */
function productAmounts(total: bigint, currency: string) {
  if (toMajorUnits(total) < leastLinkPayment(currency)) {
    throw badRequest(paymentLinkMessages.amountBelowMinimum, {
      items: [paymentLinkMessages.amountBelowMinimum],
    });
  }
  return { amountType: 'fixed', amount: total, minimumAmount: total };
}

/** A taken slug answers 409 on the slug field (the unique index decides a race). */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugTaken(error))
      throw conflict(paymentLinkMessages.slugTaken, { slug: [paymentLinkMessages.slugTaken] });
    throw error;
  }
}

/**
 * The store's payment links (/payment-links) on the resource kit (ADR 0008, 0027): every
 * signed-in user of the store manages them; each change is audited (`payment_link.created`,
 * `.updated`, `.activated`, `.deactivated`, `.removed`). A link's currency is its store's; its
 * address is free across stores; once paid it keeps its address and is never deleted.
 */
export function createPaymentLinksService(deps: {
  db: Database;
  files: Pick<FileLinks, 'ownPublicLinks'>;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());
  const toLink = toPaymentLink(deps.appUrl, now);
  const links = createResourceWriter(db, {
    entity: 'payment_link',
    find: (tx, storeId, id) => findStorePaymentLink(tx, storeId, id, 'update'),
    id: (link) => link.id,
    snapshot: toLink,
  });

  async function ownImage(tx: Executor, storeId: string, imageUrl: string) {
    if (imageUrl === '') return '';
    const [link] = (await files.ownPublicLinks(tx, storeId, [imageUrl], ['logo'])) ?? [];
    if (!link)
      throw badRequest(messages.imageNotUploaded, { imageurl: [messages.imageNotUploaded] });
    return link;
  }

  async function storeCurrency(tx: Executor, storeId: string) {
    const store = await findLinkStore(tx, storeId);
    if (!store) throw notFound();
    return store.currency;
  }

  /** Links with their products priced now (two queries for the lot). */
  async function withItems(storeId: string, rows: PaymentLinkRow[]) {
    const priced = await pricedLinkItems(
      db,
      storeId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toLink(row, priced.get(row.id)));
  }
  const oneWithItems = async (row: PaymentLinkRow) => {
    const [link] = await withItems(row.storeId, [row]);
    if (!link) throw new Error('a payment link vanished');
    return link;
  };

  return {
    async list(storeId: string, query: z.output<typeof PaymentLinksQuerySchema>) {
      const page = await storePaymentLinks.page(db, storeId, query);
      return { ...page, content: await withItems(storeId, page.content) };
    },

    async get(storeId: string, id: string): Promise<PaymentLink> {
      return oneWithItems(await links.get(storeId, id));
    },

    async slugAvailability(slug: string) {
      return { slug, available: !(await isSlugUsed(db, slug)) };
    },

    async create(actor: Actor, body: LinkRequest): Promise<PaymentLink> {
      const { storeId } = actor;
      const link = await uniqueSlug(() =>
        links.create(actor, 'created', async ({ tx }) => {
          const currency = await storeCurrency(tx, storeId);
          const items =
            body.items.length > 0 ? await checkedLinkItems(tx, storeId, body.items) : undefined;
          const row = await insertPaymentLink(tx, {
            storeId,
            currency,
            ...(items ? productAmounts(items.total, currency) : amountsOf(body, currency)),
            name: body.name,
            description: body.description,
            imageUrl: await ownImage(tx, storeId, body.imageurl),
            slug: body.slug || slugFromName(body.name),
            collectPhone: body.collectphone,
            collectAddress: body.collectaddress,
            customFields: body.customfields,
            completionLimit: body.completionlimit,
            expiresAt: body.expiresat ? new Date(body.expiresat) : null,
            afterMessage: body.aftermessage,
            redirectUrl: body.redirecturl,
            active: body.active,
            splitGroupId: await chosenSplitGroup(tx, storeId, body.splitgroupid),
          });
          if (items) await replaceLinkItems(tx, row, items.rows);
          return row;
        }),
      );
      return oneWithItems(link);
    },

    async update(actor: Actor, id: string, body: LinkUpdate): Promise<PaymentLink> {
      const { storeId } = actor;
      const link = await uniqueSlug(() =>
        links.update(actor, id, async ({ tx }, before) => {
          const changes: PaymentLinkChanges = {
            name: body.name,
            description: body.description,
            collectPhone: body.collectphone,
            collectAddress: body.collectaddress,
            customFields: body.customfields,
            completionLimit: body.completionlimit,
            afterMessage: body.aftermessage,
            redirectUrl: body.redirecturl,
            active: body.active,
          };
          if (body.splitgroupid !== undefined) {
            changes.splitGroupId = await chosenSplitGroup(tx, storeId, body.splitgroupid);
          }
          if (body.expiresat !== undefined) {
            changes.expiresAt = body.expiresat ? new Date(body.expiresat) : null;
          }
          if (body.imageurl !== undefined) {
            changes.imageUrl = await ownImage(tx, storeId, body.imageurl);
          }
          const items =
            body.items === undefined ? undefined : await checkedLinkItems(tx, storeId, body.items);
          const withProducts =
            items === undefined
              ? ((await pricedLinkItems(tx, storeId, [before.id])).get(before.id)?.items.length ??
                  0) > 0
              : items.rows.length > 0;
          if (items) await replaceLinkItems(tx, before, items.rows);
          if (withProducts && (body.amounttype ?? before.amountType) === 'payer') {
            throw badRequest(paymentLinkMessages.linkProductsFixed, {
              amounttype: [paymentLinkMessages.linkProductsFixed],
            });
          }
          if (items && items.rows.length > 0) {
            Object.assign(changes, productAmounts(items.total, before.currency));
          } else if (withProducts) {
            // The amount of a link that sells products is theirs: a sent amount changes nothing.
          } else if (body.amounttype !== undefined || body.amount !== undefined) {
            Object.assign(
              changes,
              amountsOf(
                {
                  amounttype: body.amounttype ?? (before.amountType as LinkRequest['amounttype']),
                  amount: body.amount === undefined ? major(before.amount) : body.amount,
                  minimumamount: body.minimumamount ?? toMajorUnits(before.minimumAmount),
                },
                before.currency,
              ),
            );
          } else if (body.minimumamount !== undefined && before.amountType === 'payer') {
            Object.assign(
              changes,
              amountsOf(
                { amounttype: 'payer', amount: null, minimumamount: body.minimumamount },
                before.currency,
              ),
            );
          }
          if (body.slug !== undefined && body.slug !== '' && body.slug !== before.slug) {
            if (await hasPayments(tx, before.id)) {
              throw conflict(paymentLinkMessages.slugLockedAfterPayment, {
                slug: [paymentLinkMessages.slugLockedAfterPayment],
              });
            }
            changes.slug = body.slug;
          }
          const row = await updateStorePaymentLink(tx, storeId, id, changes);
          if (!row) throw new Error('a locked payment link vanished');
          const verb =
            Object.keys(body).length === 1 && body.active !== undefined
              ? body.active
                ? 'activated'
                : 'deactivated'
              : 'updated';
          return { row, verb };
        }),
      );
      return oneWithItems(link);
    },

    /** Deletes a link nobody has paid; a paid one answers 409 (deactivate it instead). */
    async remove(actor: Actor, id: string) {
      await links.remove(actor, 'removed', id, async ({ tx }, before) => {
        if (await hasPayments(tx, before.id))
          throw conflict(paymentLinkMessages.linkPaidCannotDelete);
        await deleteStorePaymentLink(tx, actor.storeId, id);
      });
    },

    /** A link's payments (404 for another store's link). */
    async payments(storeId: string, id: string, query: z.output<typeof LinkPaymentsQuerySchema>) {
      const link = await links.get(storeId, id);
      const page = await linkPaymentsOf(link.id).page(db, storeId, query);
      return { ...page, content: page.content.map(toLinkPayment(now)) };
    },
  };
}

export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>;
