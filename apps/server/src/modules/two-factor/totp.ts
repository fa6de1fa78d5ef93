import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238's defaults, which every authenticator app reads: 30-second steps, six digits. */
const PERIOD_SECONDS = 30;
/**
 * A code is accepted from the step before to the step after now: a phone's clock a little off
 * and the seconds spent typing still sign in; anything further is refused.
 */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const ISSUER = 'Olivia';

/** A new random secret (160 bits, base32) for an authenticator app. */
export const newTotpSecret = () => generateSecret();

/** What the QR code carries: the app's account is named by the user's e-mail under the issuer. */
export const otpauthUrl = (secret: string, email: string) =>
  generateURI({ issuer: ISSUER, label: email, secret });

/** The time step (30-second period number) of `at`. */
export const timeStepOf = (at: Date) => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The time step `code` belongs to when it is a right code of `secret` at `at` (within one step
 * either side) and of a later step than `afterStep` (a code once accepted is never again);
 * null otherwise.
 */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
