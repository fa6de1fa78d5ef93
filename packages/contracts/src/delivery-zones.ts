import { z } from 'zod';
import { NIGERIAN_STATES } from './addresses';
import { placeKey, splitNgRegion } from './delivery-rules';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { deliveryMessages } from './delivery-messages';
import { settableAmount } from './money';
import { text } from './text';

/**
 * The store's delivery zones (/delivery-routes/all, ADR 0036): regions (NG states or
 * 'State/LGA'; UK postcode areas or districts), a fee, a free-above amount, a minimum order,
 * weekdays and time windows, a priority among overlapping zones, active or not. The rules that
 * pick a zone and price it are in delivery-rules.ts.
 */

export const ZONE_COUNTRIES = ['NG', 'GB'] as const;
export const DeliveryZoneIdParamsSchema = z.object({ id: z.uuid() });
export const DELIVERY_ZONE_STATUSES = ['active', 'inactive'] as const;
export const ZONE_REGIONS_MAX = 50;
export const ZONE_SLOTS_MAX = 12;

export const DeliverySlotSchema = z.object({ from: z.string(), to: z.string() });

export const DeliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.enum(ZONE_COUNTRIES),
  regions: z.array(z.string()),
  fee: z.number(),
  /** The fee is waived from this subtotal (after discounts) up; null: never. */
  freeabove: z.number().nullable(),
  minorder: z.number(),
  days: z.array(z.number()),
  slots: z.array(DeliverySlotSchema),
  priority: z.number(),
  active: z.boolean(),
  /** Orders priced by it. */
  ordercount: z.number(),
  createdat: z.string(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const DELIVERY_ZONE_SORTS = ['createdat', 'name', 'fee', 'priority'] as const;
export const DeliveryZonesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(DELIVERY_ZONE_SORTS).default('createdat'),
  status: z.enum(DELIVERY_ZONE_STATUSES).optional(),
});
export type DeliveryZonesQuery = z.input<typeof DeliveryZonesQuerySchema>;
export const DeliveryZoneListSchema = listResponse(DeliveryZoneSchema);
export type DeliveryZoneList = z.infer<typeof DeliveryZoneListSchema>;

const STATE_BY_LOWER = new Map(NIGERIAN_STATES.map((state) => [state.toLowerCase(), state]));
const GB_REGION = /^[A-Z]{1,2}(\d[A-Z\d]?)?$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A region as matching reads it: 'Lagos/Eti-Osa' and 'lagos/eti osa' are one region. */
const regionKey = (region: string) =>
  splitNgRegion(region)
    .map((part) => (part === undefined ? '' : placeKey(part)))
    .join('/');

/**
 * A region as the zone keeps it: 'lagos / ikeja' → 'Lagos/Ikeja', 'sw1a' → 'SW1A'; null when it
 * names no state (with an LGA of 1–60 characters, slashes in it kept: 'Rivers/Obio/Akpor') or no postcode area or district.
 */
export function normaliseRegion(country: 'NG' | 'GB', region: string): string | null {
  if (country === 'GB') {
    const upper = region.replace(/\s+/g, '').toUpperCase();
    return GB_REGION.test(upper) ? upper : null;
  }
  const [state, lga] = splitNgRegion(region).map((part) => part?.trim().replace(/\s+/g, ' '));
  const known = STATE_BY_LOWER.get((state ?? '').toLowerCase());
  if (!known) return null;
  if (lga === undefined) return known;
  return lga.length >= 1 && lga.length <= 60 ? `${known}/${lga}` : null;
}

const slotSchema = z
  .object({
    from: z.string().regex(CLOCK, deliveryMessages.zoneTimeInvalid),
    to: z.string().regex(CLOCK, deliveryMessages.zoneTimeInvalid),
  })
  .refine((slot) => slot.to > slot.from, {
    message: deliveryMessages.zoneSlotEndsBeforeStart,
    path: ['to'],
  });

const weekday = z.number().int().min(0).max(6);

export const deliveryZoneFields = {
  name: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  country: z.enum(ZONE_COUNTRIES),
  regions: z
    .array(text().trim().max(80, messages.textTooLong))
    .min(1, deliveryMessages.zoneRegionsRequired)
    .max(ZONE_REGIONS_MAX, deliveryMessages.zoneRegionsRequired),
  fee: settableAmount(10_000_000),
  freeabove: settableAmount(100_000_000).nullable(),
  minorder: settableAmount(100_000_000),
  days: z
    .array(weekday)
    .min(1, deliveryMessages.zoneDaysRequired)
    .max(7)
    .refine((days) => new Set(days).size === days.length, deliveryMessages.zoneDaysRequired),
  slots: z.array(slotSchema).max(ZONE_SLOTS_MAX),
  priority: z
    .number()
    .int(messages.wholeNumberRequired)
    .min(0, messages.wholeNumberRequired)
    .max(1000, messages.wholeNumberRequired),
  active: z.boolean(),
};

/** Every region must suit the country; they come back normalised and without repeats. */
const withRegions = <T extends { country?: 'NG' | 'GB'; regions?: string[] }>(
  body: T,
  context: z.RefinementCtx,
) => {
  if (!body.country || !body.regions) return body;
  const country = body.country;
  const normalised: string[] = [];
  body.regions.forEach((region, index) => {
    const value = normaliseRegion(country, region);
    if (value === null) {
      context.addIssue({
        code: 'custom',
        message:
          country === 'NG'
            ? deliveryMessages.zoneRegionInvalidNg
            : deliveryMessages.zoneRegionInvalidGb,
        path: ['regions', index],
      });
    } else if (!normalised.some((kept) => regionKey(kept) === regionKey(value))) {
      normalised.push(value);
    }
  });
  return { ...body, regions: normalised };
};

export const DeliveryZoneRequestSchema = z
  .object({
    ...deliveryZoneFields,
    freeabove: deliveryZoneFields.freeabove.default(null),
    minorder: deliveryZoneFields.minorder.default(0),
    days: deliveryZoneFields.days.default([1, 2, 3, 4, 5, 6]),
    slots: deliveryZoneFields.slots.default([]),
    priority: deliveryZoneFields.priority.default(0),
    active: deliveryZoneFields.active.default(true),
  })
  .transform(withRegions);
export type DeliveryZoneRequest = z.input<typeof DeliveryZoneRequestSchema>;

/** Only the fields sent change; regions are checked against the zone's country (sent with them). */
export const UpdateDeliveryZoneRequestSchema = z
  .object(deliveryZoneFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required })
  .refine((body) => body.regions === undefined || body.country !== undefined, {
    message: messages.required,
    path: ['country'],
  })
  .transform(withRegions);
export type UpdateDeliveryZoneRequest = z.input<typeof UpdateDeliveryZoneRequestSchema>;
