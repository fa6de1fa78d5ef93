/**
 * What other modules may use of the sessions module: ending every session of a user, which
 * sessions are still in force (the channel server closes the sockets of the others), ending the
 * sessions of sub-users without two-step sign-in, and the step-up guard of grave changes
 * (ADR 0040).
 */
export { findLiveSessionIds, revokeUserSessions } from './sessions.repository';
export { revokeUnprotectedSubUserSessions } from './devices.repository';
export { createRequireRecentSecondFactor, type RequireRecentSecondFactor } from './step-up';
