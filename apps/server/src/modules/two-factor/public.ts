/**
 * What other modules may use of two-step sign-in (ADR 0040): whether a user has it on, the check
 * of a code (sign-in's second step, step-up), and its set-up (at sign-in when the store requires
 * it).
 */
export { hasConfirmedTotp } from './two-factor.repository';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service';
export { createSecondFactorCheck, type SecondFactorMethod } from './second-factor-check';
