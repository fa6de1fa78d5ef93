import type { Customer, CustomerRequest, UpdateCustomerRequest } from '@olivia/contracts/customers';

/** The form's values once the contract's schema has checked them. */
export type CustomerValues = Required<CustomerRequest>;

/** A new customer: nothing filled in, no consent. */
export function newCustomerValues(): CustomerValues {
  return {
    name: '',
    email: '',
    phone: '',
    notes: '',
    tags: [],
    addresses: [],
    emailconsent: false,
    smsconsent: false,
  };
}

/** A stored customer as its edit form's values. */
export function customerFormValues(customer: Customer): CustomerValues {
  const { name, email, phone, notes, tags, addresses, marketing } = customer;
  return {
    name,
    email,
    phone,
    notes,
    tags: [...tags],
    addresses: addresses.map(({ label, address, city }) => ({ label, address, city })),
    emailconsent: marketing.email.granted,
    smsconsent: marketing.sms.granted,
  };
}

/**
 * What an edit sends: only the fields that differ from the stored customer (the API changes only
 * those). Consent left as it was is not sent, so how it was given (at checkout) stays on record.
 */
export function changedFields(
  before: CustomerValues,
  after: CustomerValues,
): UpdateCustomerRequest {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CustomerValues)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed as UpdateCustomerRequest;
}
