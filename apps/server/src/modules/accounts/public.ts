/**
 * What other modules may use of the accounts module (its repositories stay inside it): reading
 * a store or a user, and the writes other modules need: a user's password and invitation state
 * (passwords, sub-users), an agent's activation (agents, pins), a store and its main user
 * created, and a store locked and deleted (account-lifecycle).
 */
export {
  deleteStore,
  findStoreById,
  findStoreContact,
  insertStore,
  isSlugTaken,
  lockStoreForDeletion,
  markStoreVerified,
  setStoreRank,
  setStoreTwoFactorRequirement,
  type StoreContact,
  type StoreRow,
} from './stores.repository';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  isDuplicateEmail,
  updateStoreUser,
  type UserRow,
} from './users.repository';
export { staffName } from './staff-name';
export { holdStore } from './store-hold';
