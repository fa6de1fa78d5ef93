/**
 * What other modules may use of the sessions module: ending every session of a user, which
 * sessions are still in force (the channel server closes the sockets of the others), ending the
 * sessions of sub-users without two-step sign-in, the step-up guard of grave changes
 * (ADR 0040), and the user and store columns authentication reads (API keys, ADR 0041).
 */
export { findLiveSessionIds, principalColumns, revokeUserSessions } from './sessions.repository';
export { revokeUnprotectedSubUserSessions } from './devices.repository';
export { createRequireRecentSecondFactor, type RequireRecentSecondFactor } from './step-up';
