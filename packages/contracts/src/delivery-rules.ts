/**
 * Where a store delivers and at what fee (issue 28, ADR 0036): the one place the rules live.
 * The server runs them on its own rows at checkout; money is integer minor units.
 *
 * - A zone names Nigerian states ('Lagos') or LGAs ('Lagos/Ikeja'), or UK postcode areas ('SW')
 *   or districts ('SW1A'). An address picks the active zone of its country that names it most
 *   precisely (an LGA before its state, a district before its area), then the lowest priority,
 *   then the name.
 * - The fee is waived when the subtotal after discounts reaches `freeAbove` (null: never).
 * - An order under the zone's `minOrder` (subtotal after discounts) is not delivered.
 * - A zone with time windows offers them on its weekdays over the next days, today's only while
 *   they have not started yet, in the store's time zone.
 */

export type ZoneCountry = 'NG' | 'GB';

export interface ZoneSlot {
  from: string;
  to: string;
}

/** A zone as the rules see it. */
export interface ZoneRule {
  id: string;
  name: string;
  country: ZoneCountry;
  regions: readonly string[];
  fee: bigint;
  freeAbove: bigint | null;
  minOrder: bigint;
  /** Weekdays it delivers, 0 = Sunday. */
  days: readonly number[];
  slots: readonly ZoneSlot[];
  priority: number;
  active: boolean;
}

/** Where the customer is: an NG state and LGA, or a UK postcode. */
export interface ZoneAddress {
  state?: string;
  lga?: string;
  postcode?: string;
}

/** The zones' country for a store's currency: NGN → NG, GBP → GB; others deliver nowhere. */
export function zoneCountryOf(currency: string): ZoneCountry | null {
  if (currency === 'NGN') return 'NG';
  if (currency === 'GBP') return 'GB';
  return null;
}

/** The store's day and clock: Lagos for NG, London for GB. */
export const zoneTimeZone = (country: ZoneCountry) =>
  country === 'NG' ? 'Africa/Lagos' : 'Europe/London';

/**
 * A state's or an LGA's name as matching reads it: without case, spaces, hyphens or slashes, so
 * 'Eti-Osa', 'Eti Osa' and 'etiosa' are one LGA, as are 'Obio/Akpor' and 'Obio Akpor'.
 */
export const placeKey = (value: string) =>
  value.toLowerCase().replace(/[\s\-\u2010-\u2015/]+/g, '');

/** 'Lagos/Eti-Osa' → ['Lagos', 'Eti-Osa']; the LGA is all after the first slash (undefined without). */
export function splitNgRegion(region: string): [string, string | undefined] {
  const slash = region.indexOf('/');
  return slash < 0 ? [region, undefined] : [region.slice(0, slash), region.slice(slash + 1)];
}

/** 'sw1a 1aa' → 'SW1A' (the outward code); '' when too short to hold one. */
export function postcodeDistrict(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? compact.slice(0, -3) : '';
}

/** 'SW1A' → 'SW': the letters that open the district. */
export const postcodeArea = (postcode: string) =>
  /^[A-Z]{1,2}/.exec(postcodeDistrict(postcode))?.[0] ?? '';

/** How precisely `region` names the address: 2 the LGA or district, 1 its state or area, 0 not. */
function regionRank(country: ZoneCountry, region: string, address: ZoneAddress): number {
  if (country === 'NG') {
    const state = placeKey(address.state ?? '');
    if (state === '') return 0;
    const [zoneState, zoneLga] = splitNgRegion(region);
    if (placeKey(zoneState) !== state) return 0;
    if (zoneLga === undefined) return 1;
    const lga = placeKey(zoneLga);
    return lga !== '' && lga === placeKey(address.lga ?? '') ? 2 : 0;
  }
  const district = postcodeDistrict(address.postcode ?? '');
  if (district === '') return 0;
  const wanted = region.trim().toUpperCase();
  if (wanted === district) return 2;
  return wanted === postcodeArea(address.postcode ?? '') ? 1 : 0;
}

/** The zone's best rank for the address (0: it does not deliver there). */
const zoneRank = (zone: ZoneRule, address: ZoneAddress) =>
  zone.regions.reduce(
    (best, region) => Math.max(best, regionRank(zone.country, region, address)),
    0,
  );

/** The zone that delivers to the address, or null when none does. */
export function pickZone<T extends ZoneRule>(
  zones: readonly T[],
  country: ZoneCountry,
  address: ZoneAddress,
): T | null {
  let best: { zone: T; rank: number } | null = null;
  for (const zone of zones) {
    if (!zone.active || zone.country !== country) continue;
    const rank = zoneRank(zone, address);
    if (rank === 0) continue;
    if (
      !best ||
      rank > best.rank ||
      (rank === best.rank && zone.priority < best.zone.priority) ||
      (rank === best.rank &&
        zone.priority === best.zone.priority &&
        (zone.name < best.zone.name || (zone.name === best.zone.name && zone.id < best.zone.id)))
    ) {
      best = { zone, rank };
    }
  }
  return best?.zone ?? null;
}

/** The fee for an order of `subtotal` (after discounts): nothing once it reaches `freeAbove`. */
export const zoneFee = (zone: Pick<ZoneRule, 'fee' | 'freeAbove'>, subtotal: bigint) =>
  zone.freeAbove !== null && subtotal >= zone.freeAbove ? 0n : zone.fee;

/** True when the order (subtotal after discounts) reaches the zone's minimum. */
export const meetsZoneMinimum = (zone: Pick<ZoneRule, 'minOrder'>, subtotal: bigint) =>
  subtotal >= zone.minOrder;

/** A delivery window offered: `value` is what the order records ('2026-11-30 09:00-12:00'). */
export interface OfferedSlot {
  value: string;
  date: string;
  from: string;
  to: string;
}

/** How many days ahead windows are offered, today included. */
export const SLOT_HORIZON_DAYS = 7;

/** The date ('YYYY-MM-DD'), weekday (0 = Sunday) and clock ('HH:MM') at `at` in `timeZone`. */
function localMoment(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, weekday, clock: `${part('hour')}:${part('minute')}` };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The windows the zone offers from `now` over the next SLOT_HORIZON_DAYS days, in order. */
export function offeredSlots(
  zone: Pick<ZoneRule, 'country' | 'days' | 'slots'>,
  now: Date,
  horizon = SLOT_HORIZON_DAYS,
): OfferedSlot[] {
  if (zone.slots.length === 0) return [];
  const today = localMoment(now, zoneTimeZone(zone.country));
  const slots = [...zone.slots].sort((a, b) => a.from.localeCompare(b.from));
  const offered: OfferedSlot[] = [];
  for (let ahead = 0; ahead < horizon; ahead++) {
    if (!zone.days.includes((today.weekday + ahead) % 7)) continue;
    const date = addDays(today.date, ahead);
    for (const slot of slots) {
      if (ahead === 0 && slot.from <= today.clock) continue;
      offered.push({ value: `${date} ${slot.from}-${slot.to}`, date, ...slot });
    }
  }
  return offered;
}
