/** Who a timeline entry or stock movement names when no staff member made it. */
export const CUSTOMER = 'Customer';
export const SYSTEM = 'System';

/**
 * `audit_log.actor_user_id` is required; a change made by a customer (a checkout, a payment)
 * or by the system (an expiry) is recorded under this nil id, and `changes.by` says which.
 */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';
