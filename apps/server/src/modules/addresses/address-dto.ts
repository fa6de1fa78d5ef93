import {
  addressCountryIssues,
  addressLine,
  formatUkPostcode,
  type Address,
  type NigerianState,
} from '@olivia/contracts/addresses';
import { serverErrors } from '@olivia/contracts/messages';
import { badRequest } from '../../lib/errors';
import type { AddressRow, NewAddress } from './addresses.repository';

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  kind: row.kind as Address['kind'],
  label: row.label,
  contactname: row.contactName,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state as NigerianState | null,
  lga: row.lga,
  postcode: row.postcode,
  landmark: row.landmark,
  isdefault: row.isDefault,
  createdat: row.createdAt.toISOString(),
});

/** The one line /store-setup shows for the row. */
export const lineOf = (row: AddressRow) => addressLine({ ...row, state: row.state });

type Fields = Omit<NewAddress, 'storeId' | 'isDefault'>;

/** The fields an edit may change, as the row holds them. */
export const editableFields = (row: AddressRow): Fields => ({
  kind: row.kind,
  label: row.label,
  contactName: row.contactName,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  lga: row.lga,
  postcode: row.postcode,
  landmark: row.landmark,
});

/**
 * The address as the store's country keeps it, or 400 naming the field: an NGN store needs a
 * state (its LGA is free text); a GBP store a UK postcode, kept as 'SW1A 1AA'. Other stores
 * keep neither a state nor an LGA.
 */
export function inCountry<T extends Fields>(currency: string, fields: T): T {
  const issues = addressCountryIssues(currency, fields);
  const fieldsAtFault = Object.entries(issues);
  if (fieldsAtFault.length > 0) {
    throw badRequest(
      serverErrors.badRequest,
      Object.fromEntries(fieldsAtFault.map(([field, message]) => [field, [message]])),
    );
  }
  if (currency === 'NGN') return fields;
  const postcode = currency === 'GBP' ? formatUkPostcode(fields.postcode ?? '') : fields.postcode;
  return { ...fields, state: null, lga: '', postcode };
}
