/**
 * Verification tiers' daily payout limits (ADR 0045): the check every payout makes in its unit of
 * work, and the allowance the verification centre shows.
 */
export { assertWithinDailyLimit, payoutAllowance, startOfDay } from './payout-limits';
