/**
 * What other modules may use of the accounts module (its repositories stay inside it): reading
 * a store or a user, and the one write another module needs, a user's password and invitation
 * state (passwords, sub-users).
 */
export { findStoreById, type StoreRow } from './stores.repository';
export {
  findUserByEmail,
  findUserById,
  isDuplicateEmail,
  updateStoreUser,
  type UserRow,
} from './users.repository';
