/**
 * What other modules may use of the address book: one of the store's addresses by id (branches,
 * delivery routes, suppliers), and /store-setup's address field saved into it in the caller's
 * unit of work (after the caller holds the store's row).
 */
export { findStoreAddress, type AddressRow } from './addresses.repository';
export { saveStoreAddressText } from './store-address';
