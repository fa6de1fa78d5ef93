/**
 * What other modules may use of the sessions module: ending every session of a user, and which
 * sessions are still in force (the channel server closes the sockets of the others).
 */
export { findLiveSessionIds, revokeUserSessions } from './sessions.repository';
