import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  meetsZoneMinimum,
  offeredSlots,
  pickZone,
  placeKey,
  postcodeArea,
  postcodeDistrict,
  zoneCountryOf,
  zoneFee,
  type ZoneRule,
} from '../src/delivery-rules';
import { DeliveryZoneRequestSchema, normaliseRegion } from '../src/delivery-zones';
import { deliveryMessages } from '../src/delivery-messages';

const zone = (over: Partial<ZoneRule>): ZoneRule => ({
  id: 'z',
  name: 'Zone',
  country: 'NG',
  regions: [],
  fee: 150_000n,
  freeAbove: null,
  minOrder: 0n,
  days: [1, 2, 3, 4, 5, 6],
  slots: [],
  priority: 0,
  active: true,
  ...over,
});

describe('pickZone', () => {
  const lagos = zone({ id: 'a', name: 'Lagos', regions: ['Lagos'], priority: 0 });
  const ikeja = zone({ id: 'b', name: 'Ikeja', regions: ['Lagos/Ikeja'], priority: 9 });
  const abuja = zone({ id: 'c', name: 'Abuja', regions: ['FCT'] });

  it('prefers the LGA over its state whatever the priority', () => {
    expect(pickZone([lagos, ikeja], 'NG', { state: 'Lagos', lga: 'ikeja ' })?.id).toBe('b');
    expect(pickZone([lagos, ikeja], 'NG', { state: 'lagos', lga: 'Epe' })?.id).toBe('a');
  });

  it('finds nothing where no zone names the state, or for another country', () => {
    expect(pickZone([lagos, ikeja], 'NG', { state: 'Kano', lga: 'Ikeja' })).toBeNull();
    expect(pickZone([lagos], 'GB', { state: 'Lagos' })).toBeNull();
    expect(pickZone([abuja], 'NG', { state: '' })).toBeNull();
  });

  it('skips inactive zones and breaks ties by priority, then name', () => {
    const cheap = zone({ id: 'd', name: 'B cheap', regions: ['Lagos'], priority: 1 });
    const first = zone({ id: 'e', name: 'A first', regions: ['Lagos'], priority: 1 });
    expect(pickZone([cheap, first], 'NG', { state: 'Lagos' })?.id).toBe('e');
    expect(pickZone([{ ...lagos, active: false }, cheap], 'NG', { state: 'Lagos' })?.id).toBe('d');
  });

  it('prefers a UK district over its area', () => {
    const sw = zone({ id: 'sw', country: 'GB', regions: ['SW'] });
    const sw1a = zone({ id: 'sw1a', country: 'GB', regions: ['SW1A'], priority: 5 });
    expect(pickZone([sw, sw1a], 'GB', { postcode: 'sw1a 1aa' })?.id).toBe('sw1a');
    expect(pickZone([sw, sw1a], 'GB', { postcode: 'SW19 5AE' })?.id).toBe('sw');
    // 'S' is not the area of 'SW1A'.
    expect(
      pickZone([zone({ country: 'GB', regions: ['S'] })], 'GB', { postcode: 'SW1A1AA' }),
    ).toBeNull();
  });

  it('never picks a zone that does not name the address (property)', () => {
    const states = ['Lagos', 'Kano', 'Oyo'];
    const lgas = ['Ikeja', 'Epe', ''];
    const region = fc
      .tuple(fc.constantFrom(...states), fc.constantFrom(...lgas))
      .map(([s, l]) => (l ? `${s}/${l}` : s));
    const zones = fc.array(
      fc.record({
        regions: fc.array(region, { minLength: 1, maxLength: 3 }),
        priority: fc.nat(5),
        active: fc.boolean(),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        zones,
        fc.constantFrom(...states),
        fc.constantFrom(...lgas),
        (rows, state, lga) => {
          const all = rows.map((row, i) => zone({ ...row, id: `z${i}`, name: `Z${i}` }));
          const picked = pickZone(all, 'NG', { state, lga });
          const names = (z: ZoneRule) =>
            z.active &&
            z.regions.some((r) => r === state || (lga !== '' && r === `${state}/${lga}`));
          if (!picked) return all.every((z) => !names(z));
          if (!names(picked)) return false;
          // No zone naming the LGA loses to one naming only the state.
          const precise = all.filter(
            (z) => z.active && lga !== '' && z.regions.includes(`${state}/${lga}`),
          );
          return precise.length === 0 || precise.includes(picked);
        },
      ),
    );
  });
});

describe('LGA spellings', () => {
  const lgas = ['Eti-Osa', 'Obio/Akpor', 'Ibeju-Lekki', 'Epe'];
  /** One spelling of an LGA: its words joined by a space, a hyphen, a slash or nothing, any case. */
  const spelling = (lga: string) =>
    fc
      .tuple(fc.constantFrom(' ', '-', '/', '', ' - '), fc.constantFrom('lower', 'upper', 'as is'))
      .map(([joiner, casing]) => {
        const joined = lga.split(/[-/]/).join(joiner);
        return casing === 'lower'
          ? joined.toLowerCase()
          : casing === 'upper'
            ? joined.toUpperCase()
            : joined;
      });

  it("reads 'Eti-Osa', 'Eti Osa' and 'etiosa' as one LGA, and a slash inside an LGA as its own", () => {
    expect(placeKey('Eti-Osa')).toBe(placeKey('Eti Osa'));
    expect(placeKey('etiosa')).toBe(placeKey(' ETI - OSA '));
    const obio = zone({ id: 'o', regions: ['Rivers/Obio/Akpor'] });
    expect(pickZone([obio], 'NG', { state: 'rivers', lga: 'Obio Akpor' })?.id).toBe('o');
    expect(pickZone([obio], 'NG', { state: 'Rivers', lga: 'Obio' })).toBeNull();
    expect(normaliseRegion('NG', 'rivers / Obio/Akpor')).toBe('Rivers/Obio/Akpor');
  });

  it('picks the zone of an LGA however either side spells it; another LGA never (property)', () => {
    const pair = fc
      .constantFrom(...lgas)
      .chain((lga) => fc.tuple(fc.constant(lga), spelling(lga), spelling(lga)));
    fc.assert(
      fc.property(pair, fc.constantFrom(...lgas), ([lga, merchant, customer], other) => {
        const lagos = zone({ id: 's', name: 'Lagos', regions: ['Lagos'] });
        const named = zone({ id: 'l', name: 'LGA', regions: [`Lagos/${merchant}`], priority: 9 });
        const picked = pickZone([lagos, named], 'NG', { state: 'LAGOS', lga: customer });
        const elsewhere = pickZone([named], 'NG', { state: 'Lagos', lga: other });
        return picked?.id === 'l' && (other === lga) === (elsewhere?.id === 'l');
      }),
    );
  });

  it('keeps one region for two spellings of an LGA', () => {
    const body = DeliveryZoneRequestSchema.parse({
      name: 'Island',
      country: 'NG',
      regions: ['Lagos/Eti-Osa', 'lagos/eti osa', 'Lagos/Epe'],
      fee: 1,
    });
    expect(body.regions).toEqual(['Lagos/Eti-Osa', 'Lagos/Epe']);
  });
});

describe('fee and minimum', () => {
  it('waives the fee from free_above up, on the subtotal after discounts', () => {
    const z = zone({ fee: 200_000n, freeAbove: 5_000_000n });
    expect(zoneFee(z, 4_999_999n)).toBe(200_000n);
    expect(zoneFee(z, 5_000_000n)).toBe(0n);
    expect(zoneFee(zone({ fee: 200_000n }), 10n ** 12n)).toBe(200_000n);
  });

  it('the fee is the zone fee or nothing, never more (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, 10n ** 9n),
        fc.option(fc.bigInt(0n, 10n ** 9n)),
        fc.bigInt(0n, 10n ** 10n),
        (fee, freeAbove, subtotal) => {
          const charged = zoneFee({ fee, freeAbove }, subtotal);
          return charged === (freeAbove !== null && subtotal >= freeAbove ? 0n : fee);
        },
      ),
    );
  });

  it('refuses an order under the minimum', () => {
    expect(meetsZoneMinimum({ minOrder: 1_000_000n }, 999_999n)).toBe(false);
    expect(meetsZoneMinimum({ minOrder: 1_000_000n }, 1_000_000n)).toBe(true);
  });
});

describe('offeredSlots', () => {
  const slots = [
    { from: '14:00', to: '18:00' },
    { from: '09:00', to: '12:00' },
  ];
  // Monday 30 November 2026, 10:30 in Lagos (09:30 UTC).
  const monday = new Date('2026-11-30T09:30:00Z');

  it("offers today's windows that have not started, then the delivery days ahead", () => {
    const offered = offeredSlots(zone({ slots, days: [1, 3] }), monday);
    expect(offered.map((s) => s.value)).toEqual([
      '2026-11-30 14:00-18:00',
      '2026-12-02 09:00-12:00',
      '2026-12-02 14:00-18:00',
    ]);
  });

  it('reads the day in the store time zone (London in winter is UTC)', () => {
    const late = new Date('2026-11-29T23:30:00Z'); // Sunday 23:30 London, Monday 00:30 Lagos
    expect(offeredSlots(zone({ slots, days: [0], country: 'GB' }), late)).toEqual([]);
    expect(offeredSlots(zone({ slots, days: [1] }), late)[0]?.date).toBe('2026-11-30');
  });

  it('offers nothing without windows', () => {
    expect(offeredSlots(zone({ slots: [] }), monday)).toEqual([]);
  });
});

describe('zone fields', () => {
  it('normalises regions for their country', () => {
    expect(normaliseRegion('NG', ' lagos / ikeja ')).toBe('Lagos/ikeja');
    expect(normaliseRegion('NG', 'fct')).toBe('FCT');
    expect(normaliseRegion('NG', 'Atlantis')).toBeNull();
    expect(normaliseRegion('NG', 'Lagos/')).toBeNull();
    expect(normaliseRegion('GB', 'sw1a')).toBe('SW1A');
    expect(normaliseRegion('GB', 'SW1A 1AA')).toBeNull();
    expect(postcodeDistrict('sw1a 1aa')).toBe('SW1A');
    expect(postcodeArea('M1 1AE')).toBe('M');
    expect(zoneCountryOf('NGN')).toBe('NG');
    expect(zoneCountryOf('USD')).toBeNull();
  });

  it('refuses a region of the wrong kind and windows that end first', () => {
    const result = DeliveryZoneRequestSchema.safeParse({
      name: 'Island',
      country: 'NG',
      regions: ['SW1A'],
      fee: 1500,
      slots: [{ from: '12:00', to: '09:00' }],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => issue.message);
    expect(issues).toContain(deliveryMessages.zoneSlotEndsBeforeStart);
    const regions = DeliveryZoneRequestSchema.safeParse({
      name: 'I',
      country: 'NG',
      regions: ['SW1A'],
      fee: 1,
    });
    expect(regions.error?.issues[0]?.message).toBe(deliveryMessages.zoneRegionInvalidNg);
  });

  it('keeps each region once', () => {
    const body = DeliveryZoneRequestSchema.parse({
      name: 'I',
      country: 'NG',
      regions: ['Lagos', 'lagos'],
      fee: 1,
    });
    expect(body.regions).toEqual(['Lagos']);
  });
});
