import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  DiscountRequestSchema,
  type Coupon,
  type CouponBatchRequestSchema,
  type CouponsQuerySchema,
  type Discount,
  type DiscountsQuerySchema,
  type DiscountUsesQuerySchema,
  type UpdateDiscountRequestSchema,
} from '@olivia/contracts/discounts';
import { messages } from '@olivia/contracts/messages';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { discountUses } from './discount-uses';
import {
  codeCounts,
  deleteStoreDiscount,
  discountNames,
  discountState,
  findStoreCoupon,
  findStoreDiscount,
  insertCoupons,
  insertDiscount,
  isCodeTaken,
  ownTargets,
  storeCoupons,
  storeDiscounts,
  updateStoreCoupon,
  updateStoreDiscount,
  type CouponRow,
  type DiscountRow,
  type NewDiscount,
} from './discounts.repository';

type DiscountRequest = z.output<typeof DiscountRequestSchema>;
type DiscountUpdate = z.output<typeof UpdateDiscountRequestSchema>;

/** Percent (0–100, two decimals) as basis points, and back. */
const toBasisPoints = (percent: number) => BigInt(Math.round(percent * 100));
const isPercent = (kind: string) => kind === 'percentage' || kind === 'bxgy';

export const toDiscount =
  (now: () => Date) =>
  (row: DiscountRow, codes = 0): Discount => ({
    id: row.id,
    name: row.name,
    kind: row.kind as Discount['kind'],
    value: isPercent(row.kind) ? Number(row.value) / 100 : toMajorUnits(row.value),
    appliesto: row.appliesTo as Discount['appliesto'],
    targetids: row.targetIds,
    buyquantity: row.buyQuantity,
    getquantity: row.getQuantity,
    minsubtotal: toMajorUnits(row.minSubtotal),
    minquantity: row.minQuantity,
    method: row.method as Discount['method'],
    startsat: row.startsAt.toISOString(),
    endsat: row.endsAt?.toISOString() ?? null,
    combinable: row.combinable,
    active: row.active,
    state: discountState(row, now()),
    timesused: row.timesUsed,
    discountgiven: toMajorUnits(row.discountGiven),
    codes,
    createdat: row.createdAt.toISOString(),
    updatedat: row.updatedAt.toISOString(),
  });

const toCoupon = (row: CouponRow, discountName: string): Coupon => ({
  id: row.id,
  code: row.code,
  discountid: row.discountId,
  discountname: discountName,
  usagelimit: row.usageLimit,
  percustomerlimit: row.perCustomerLimit,
  used: row.used,
  active: row.active,
  createdat: row.createdAt.toISOString(),
});

/** The request's fields as the row keeps them (basis points, minor units, dates). */
function columnsOf(body: Partial<DiscountRequest>): Partial<NewDiscount> {
  const columns: Partial<NewDiscount> = {
    name: body.name,
    kind: body.kind,
    appliesTo: body.appliesto,
    targetIds: body.targetids,
    buyQuantity: body.buyquantity,
    getQuantity: body.getquantity,
    minQuantity: body.minquantity,
    method: body.method,
    combinable: body.combinable,
    active: body.active,
  };
  if (body.minsubtotal !== undefined) columns.minSubtotal = toMinorUnits(body.minsubtotal);
  if (body.startsat !== undefined) columns.startsAt = new Date(body.startsat);
  if (body.endsat !== undefined) columns.endsAt = body.endsat ? new Date(body.endsat) : null;
  return columns;
}

/** The row's value for its kind: basis points for a percentage, minor units for an amount. */
const valueOf = (kind: string, value: number) =>
  kind === 'free_delivery' ? 0n : isPercent(kind) ? toBasisPoints(value) : toMinorUnits(value);

/** 8 characters a customer reads back easily (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatedCode = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/**
 * A store's discounts and coupon codes (issue 28, ADR 0034) on the resource kit: every user of
 * the store manages them; each change is in the account log (`discount.created`, `.updated`,
 * `.removed`; `coupon.created`, `.updated`). The targets must be the store's own; a discount
 * once used is not deleted (deactivate it).
 */
export function createDiscountsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const toDto = toDiscount(now);
  const writer = createResourceWriter(db, {
    entity: 'discount',
    find: (tx, storeId, id) => findStoreDiscount(tx, storeId, id, 'update'),
    id: (row: DiscountRow) => row.id,
    snapshot: (row: DiscountRow) => toDto(row),
  });

  /** 400 naming the targets that are not the store's. */
  async function checkTargets(
    tx: Executor,
    storeId: string,
    row: Pick<NewDiscount, 'appliesTo' | 'targetIds'>,
  ) {
    if (row.appliesTo === 'order') return;
    const ids = row.targetIds ?? [];
    const own = await ownTargets(tx, storeId, row.appliesTo as 'products', ids);
    if (ids.some((id) => !own.has(id))) {
      throw badRequest(discountMessages.discountTargetsRequired, {
        targetids: [discountMessages.discountTargetsRequired],
      });
    }
  }

  async function withCodes(rows: DiscountRow[]) {
    const counts = await codeCounts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toDto(row, counts.get(row.id) ?? 0));
  }

  return {
    async list(storeId: string, query: z.output<typeof DiscountsQuerySchema>) {
      const page = await storeDiscounts.page(db, storeId, query);
      return { ...page, content: await withCodes(page.content) };
    },

    async get(storeId: string, id: string): Promise<Discount> {
      const [discount] = await withCodes([await writer.get(storeId, id)]);
      if (!discount) throw notFound();
      return discount;
    },

    /** Where it was used: its orders, link payments and invoices (discount-uses.ts). */
    uses: (storeId: string, id: string, query: z.output<typeof DiscountUsesQuerySchema>) =>
      discountUses(db, storeId, id, query),

    async create(actor: Actor, body: DiscountRequest): Promise<Discount> {
      const row = await writer.create(actor, 'created', async ({ tx }) => {
        const columns = {
          ...columnsOf(body),
          storeId: actor.storeId,
          value: valueOf(body.kind, body.value),
          startsAt: body.startsat ? new Date(body.startsat) : now(),
        } as NewDiscount;
        await checkTargets(tx, actor.storeId, columns);
        return insertDiscount(tx, columns);
      });
      return this.get(actor.storeId, row.id);
    },

    async update(actor: Actor, id: string, body: DiscountUpdate): Promise<Discount> {
      const row = await writer.update(actor, id, async ({ tx }, before) => {
        // The rules across fields hold for the discount as it will be.
        const merged = { ...toDto(before), ...body };
        const checked = DiscountRequestSchema.safeParse(merged);
        if (!checked.success) {
          const [issue] = checked.error.issues;
          const field = String(issue?.path[0] ?? 'name');
          const message = issue?.message ?? messages.required;
          throw badRequest(message, { [field]: [message] });
        }
        const changes: Partial<NewDiscount> = columnsOf(body);
        if (body.value !== undefined || body.kind !== undefined) {
          changes.value = valueOf(merged.kind, merged.value);
        }
        await checkTargets(tx, actor.storeId, {
          appliesTo: changes.appliesTo ?? before.appliesTo,
          targetIds: changes.targetIds ?? before.targetIds,
        });
        const updated = await updateStoreDiscount(tx, actor.storeId, id, changes);
        if (!updated) throw new Error('a locked discount vanished');
        return { row: updated, verb: 'updated' };
      });
      return this.get(actor.storeId, row.id);
    },

    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, async ({ tx }, before) => {
        if (before.timesUsed > 0) throw conflict(discountMessages.discountUsedCannotDelete);
        await deleteStoreDiscount(tx, actor.storeId, id);
      });
    },

    async coupons(storeId: string, query: z.output<typeof CouponsQuerySchema>) {
      const page = await storeCoupons.page(db, storeId, query);
      const names = await discountNames(db, [...new Set(page.content.map((c) => c.discountId))]);
      return {
        ...page,
        content: page.content.map((row) => toCoupon(row, names.get(row.discountId) ?? '')),
      };
    },

    /**
     * One code of the merchant's, or `count` generated ones with a prefix, for a code discount
     * of the store (400 for an automatic one); a code the store already has answers 409.
     */
    async createCoupons(actor: Actor, body: z.output<typeof CouponBatchRequestSchema>) {
      return withTransaction(db, async (tx) => {
        const discount = await findStoreDiscount(tx, actor.storeId, body.discountid);
        if (!discount) throw notFound();
        if (discount.method !== 'code') {
          throw badRequest(discountMessages.couponNeedsCodeDiscount, {
            discountid: [discountMessages.couponNeedsCodeDiscount],
          });
        }
        const codes =
          body.code !== ''
            ? [body.code]
            : [...new Set(Array.from({ length: body.count }, () => generatedCode(body.prefix)))];
        let rows: CouponRow[];
        try {
          rows = await insertCoupons(
            tx,
            codes.map((code) => ({
              storeId: actor.storeId,
              discountId: discount.id,
              code,
              usageLimit: body.usagelimit,
              perCustomerLimit: body.percustomerlimit,
            })),
          );
        } catch (error) {
          if (isCodeTaken(error)) {
            throw conflict(discountMessages.couponCodeTaken, {
              code: [discountMessages.couponCodeTaken],
            });
          }
          throw error;
        }
        await insertAuditEntry(tx, {
          storeId: actor.storeId,
          actorUserId: actor.userId,
          action: 'coupon.created',
          entityType: 'discount',
          entityId: discount.id,
          changes: {
            codes: rows.length,
            ...(rows.length <= 5 ? { code: rows.map((row) => row.code) } : {}),
            usagelimit: body.usagelimit,
            percustomerlimit: body.percustomerlimit,
          },
        });
        return { coupons: rows.map((row) => toCoupon(row, discount.name)) };
      });
    },

    async updateCoupon(actor: Actor, id: string, active: boolean): Promise<Coupon> {
      return withTransaction(db, async (tx) => {
        const before = await findStoreCoupon(tx, actor.storeId, id, 'update');
        if (!before) throw notFound();
        const row = await updateStoreCoupon(tx, actor.storeId, id, active);
        if (!row) throw notFound();
        await insertAuditEntry(tx, {
          storeId: actor.storeId,
          actorUserId: actor.userId,
          action: 'coupon.updated',
          entityType: 'coupon',
          entityId: id,
          changes: { code: row.code, active: { from: before.active, to: active } },
        });
        const names = await discountNames(tx, [row.discountId]);
        return toCoupon(row, names.get(row.discountId) ?? '');
      });
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
