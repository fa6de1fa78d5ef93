import type { DeliveryZone, DeliveryZoneRequest } from '@olivia/contracts/delivery-zones';

/** A new zone of the store's country: every day but Sunday, no windows, active. */
export function newZoneValues(country: 'NG' | 'GB'): DeliveryZoneRequest {
  return {
    name: '',
    country,
    regions: [],
    fee: 0,
    freeabove: null,
    minorder: 0,
    days: [1, 2, 3, 4, 5, 6],
    slots: [],
    priority: 0,
    active: true,
  };
}

/** A stored zone as its edit form's values. */
export function zoneFormValues(zone: DeliveryZone): DeliveryZoneRequest {
  const { name, country, regions, fee, freeabove, minorder, days, slots, priority, active } = zone;
  return { name, country, regions, fee, freeabove, minorder, days, slots, priority, active };
}

/** '' → 0; otherwise the number typed (NaN is left for the schema to refuse). */
export const numberOrZero = (value: unknown) =>
  value === '' || value === null || value === undefined ? 0 : Number(value);
/** '' → null (no free-delivery amount). */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** 'Lagos, Lagos/Ikeja' (or one a line) → ['Lagos', 'Lagos/Ikeja']; an array stays as it is. */
export const regionList = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(/[,\n]/)
        .map((part) => part.trim())
        .filter((part) => part !== '');

/** Monday first, as the days are shown. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
