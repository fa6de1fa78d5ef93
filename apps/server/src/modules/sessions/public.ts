/** What other modules may use of the sessions module: ending every session of a user. */
export { revokeUserSessions } from './sessions.repository';
