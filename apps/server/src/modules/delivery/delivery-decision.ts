import { NIGERIAN_STATES, isUkPostcode, formatUkPostcode } from '@olivia/contracts/addresses';
import type { Fulfilment } from '@olivia/contracts/delivery-checkout';
import {
  meetsZoneMinimum,
  offeredSlots,
  pickZone,
  zoneCountryOf,
  zoneFee,
  type OfferedSlot,
  type ZoneCountry,
  type ZoneRule,
} from '@olivia/contracts/delivery-rules';
import { messages } from '@olivia/contracts/messages';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import type { Executor } from '../../db/client';
import { pickupPoints } from './pickup.repository';
import { activeStoreZones, type ZoneRow } from './zones.repository';

/** How the customer asked to get the order (the checkout's and the cart price's fields). */
export interface DeliveryChoice {
  fulfilment: Fulfilment;
  branchid: string | null;
  state: string;
  lga: string;
  postcode: string;
  slot: string;
}

/** What the order gets: its fee, zone, window or branch, and the region as recorded. */
export interface DeliveryDecision {
  fulfilment: Fulfilment;
  fee: bigint;
  zone: ZoneRow | null;
  branchId: string | null;
  slot: string;
  slots: OfferedSlot[];
  state: string;
  lga: string;
  postcode: string;
  /** Why it cannot be ordered so (a contract message) and the field it is about. */
  refusal: { message: string; field: string } | null;
}

const STATES = new Map(NIGERIAN_STATES.map((state) => [state.toLowerCase(), state]));

const asRule = (row: ZoneRow): ZoneRow & ZoneRule => ({
  ...row,
  country: row.country as ZoneCountry,
});

/**
 * The delivery an order gets (ADR 0036). Pickup: an active pickup branch of the store, no fee.
 * Delivery: a store without an active zone of its country keeps its one flat fee; otherwise the
 * region picks the zone (none: refused), the order must reach its minimum, the fee is waived from
 * its free-above amount, and a zone with windows needs one of those offered (`strict`: a missing
 * window is refused too; the cart price only lists them). `goods`: the subtotal after discounts.
 */
export async function decideDelivery(
  db: Executor,
  store: { id: string; currency: string; deliveryFee: bigint },
  choice: DeliveryChoice,
  goods: bigint,
  now: Date,
  strict: boolean,
): Promise<DeliveryDecision> {
  const base = {
    fulfilment: choice.fulfilment,
    zone: null,
    branchId: null,
    slot: '',
    slots: [],
    state: STATES.get(choice.state.toLowerCase()) ?? '',
    lga: choice.lga,
    postcode: isUkPostcode(choice.postcode) ? formatUkPostcode(choice.postcode) : '',
    refusal: null,
  };
  if (choice.fulfilment === 'pickup') {
    const [point] = choice.branchid
      ? await pickupPoints(db, store.id, { id: choice.branchid })
      : [];
    const refusal = point
      ? null
      : { message: deliveryMessages.pickupPointNotFound, field: 'branchid' };
    return { ...base, fee: 0n, branchId: point?.id ?? null, refusal };
  }
  const country = zoneCountryOf(store.currency);
  const zones = country
    ? (await activeStoreZones(db, store.id)).map(asRule).filter((z) => z.country === country)
    : [];
  if (!country || zones.length === 0) return { ...base, fee: store.deliveryFee };
  const refuse = (message: string, field: string): DeliveryDecision => ({
    ...base,
    fee: 0n,
    refusal: { message, field },
  });
  const field = country === 'NG' ? 'state' : 'postcode';
  if (country === 'NG' && base.state === '') return refuse(messages.stateInvalid, field);
  if (country === 'GB' && base.postcode === '') return refuse(messages.postcodeInvalid, field);
  const zone = pickZone(zones, country, base);
  if (!zone) return refuse(deliveryMessages.noZoneDelivers, field);
  const slots = offeredSlots(zone, now);
  const decided = { ...base, zone, slots, fee: zoneFee(zone, goods) };
  if (!meetsZoneMinimum(zone, goods)) {
    return { ...decided, refusal: { message: deliveryMessages.belowZoneMinimum, field: '' } };
  }
  if (slots.length === 0) return decided;
  const chosen = slots.find((slot) => slot.value === choice.slot);
  if (chosen) return { ...decided, slot: chosen.value };
  const missing = choice.slot !== '' || strict;
  return {
    ...decided,
    refusal: missing ? { message: deliveryMessages.deliverySlotUnavailable, field: 'slot' } : null,
  };
}
