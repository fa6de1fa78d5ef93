/**
 * What other modules may use of the accounts module (its repositories stay inside it): reading
 * a store or a user, and the writes other modules need: a user's password and invitation state
 * (passwords, sub-users), an agent's activation (agents, pins).
 */
export {
  findStoreById,
  findStoreContact,
  markStoreVerified,
  setStoreRank,
  type StoreContact,
  type StoreRow,
} from './stores.repository';
export {
  findUserByEmail,
  findUserById,
  isDuplicateEmail,
  updateStoreUser,
  type UserRow,
} from './users.repository';
export { staffName } from './staff-name';
export { holdStore } from './store-hold';
