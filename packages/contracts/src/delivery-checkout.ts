import { z } from 'zod';
import { text } from './text';

/**
 * How a storefront customer gets an order (ADR 0036): delivered to a region, or picked up at
 * one of the store's pickup branches. The cart-price and checkout requests both carry these
 * fields; the server picks the zone, the fee and the windows from them.
 */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const deliveryChoiceFields = {
  fulfilment: z.enum(FULFILMENTS).default('delivery'),
  /** Pickup: the branch, one of the store's pickup points. */
  branchid: z.uuid().nullable().default(null),
  /** NGN stores: the state (one of NIGERIAN_STATES) and the LGA, free text. */
  state: text().trim().max(40).default(''),
  lga: text().trim().max(60).default(''),
  /** GBP stores: the UK postcode. */
  postcode: text().trim().max(12).default(''),
  /** A window the zone offers ('2026-11-30 09:00-12:00'); '' when it offers none. */
  slot: text().trim().max(40).default(''),
};

/** What delivery to the region costs, as the cart-price answer shows it before paying. */
export const DeliveryQuoteSchema = z.object({
  fulfilment: z.enum(FULFILMENTS),
  /** The zone that delivers there; '' with no zone (the store's flat fee, or pickup). */
  zonename: z.string(),
  /** The windows to choose from; empty when none is asked. */
  slots: z.array(
    z.object({ value: z.string(), date: z.string(), from: z.string(), to: z.string() }),
  ),
  /** Why it cannot be ordered like this (a message of the contract); '' when it can. */
  status: z.string(),
  /** The field `status` is about ('state', 'postcode', 'slot', 'branchid'); '' otherwise. */
  field: z.string(),
  minorder: z.number(),
  /** Delivery is free from this subtotal (after discounts) up; null: never. */
  freeabove: z.number().nullable(),
});
export type DeliveryQuote = z.infer<typeof DeliveryQuoteSchema>;

/** A branch the customer may collect from, with its address in one line. */
export const PickupPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  instructions: z.string(),
});

/** What the checkout form asks: the region (when the store has zones) and the pickup points. */
export const StorefrontDeliverySchema = z.object({
  /** 'NG': state and LGA; 'GB': postcode; null: the store's currency has no zones. */
  country: z.enum(['NG', 'GB']).nullable(),
  /** The store delivers by zones (an active zone exists): the region is asked. */
  zoned: z.boolean(),
  pickup: z.array(PickupPointSchema),
  /** NG: the LGAs the store's active zones name, by state, to suggest as the customer types. */
  lgas: z.record(z.string(), z.array(z.string())).default({}),
});
export type StorefrontDelivery = z.infer<typeof StorefrontDeliverySchema>;

/** How the customer's page tells an order's delivery along (absent before its run starts). */
export const DeliveryProgressSchema = z.object({
  status: z.enum(['out', 'delivered', 'failed']),
  /** The rider's first name. */
  rider: z.string(),
  /** When it was delivered or attempted; null while out. */
  at: z.string().nullable(),
  /** The rider's note on a failed attempt; '' otherwise. */
  note: z.string(),
});
export type DeliveryProgress = z.infer<typeof DeliveryProgressSchema>;

/** How an order is to reach its customer, as the merchant's detail and the customer's page show it. */
export const OrderDeliverySchema = z.object({
  fulfilment: z.enum(FULFILMENTS),
  /** NG: state and LGA; GB: postcode; '' when not asked. */
  state: z.string(),
  lga: z.string(),
  postcode: z.string(),
  /** The zone that priced it; '' without (a flat fee, pickup, or a zone removed since). */
  zone: z.string(),
  /** The window chosen ('2026-11-30 09:00-12:00'); '' without. */
  slot: z.string(),
  /** Pickup: the branch's name and address; '' for delivery. */
  pickup: z.string(),
  /** Its delivery run's progress once a run has started with it (ADR 0036); absent before. */
  progress: DeliveryProgressSchema.optional(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;
