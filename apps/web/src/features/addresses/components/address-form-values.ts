import type { Address, AddressRequest } from '@olivia/contracts/addresses';

/** A new address's form: a pickup point, nothing filled in. */
export const emptyAddress: AddressRequest = {
  kind: 'pickup',
  label: '',
  contactname: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: null,
  lga: '',
  postcode: '',
  landmark: '',
  isdefault: false,
};

/** The edit form's values: the address as it is. */
export const formValuesOf = (address: Address): AddressRequest => ({
  kind: address.kind,
  label: address.label,
  contactname: address.contactname,
  phone: address.phone,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  state: address.state,
  lga: address.lga,
  postcode: address.postcode,
  landmark: address.landmark,
  isdefault: address.isdefault,
});
