import { serverErrors } from '@olivia/contracts/messages';

/**
 * What went wrong, in the domain's words. The HTTP status for each is chosen in one place,
 * `plugins/errors.ts`; nothing else names a status.
 */
export const errorCodes = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'too_many_attempts',
  'provider_unavailable',
  'not_offered',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** A failure the user can act on; the error handler turns it into `{error, details?}`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new DomainError('invalid', message, details);
export const unauthorized = (message: string = serverErrors.tokenMissing) =>
  new DomainError('unauthenticated', message);
export const forbidden = (message: string = serverErrors.forbidden) =>
  new DomainError('forbidden', message);
/**
 * Another store's id and a missing id look the same: not found, never forbidden
 * (docs/engineering.md#tenancy).
 */
export const notFound = (message: string = serverErrors.notFound) =>
  new DomainError('not_found', message);
/** The request fits, but the state it meets does not (a move not allowed, stock run out). */
export const conflict = (message: string, details?: Record<string, string[]>) =>
  new DomainError('conflict', message, details);
/** An upload over its cap (docs/product/rules.md: 'Failed to upload. File size exceeds 10MB'). */
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const tooManyRequests = (message: string) => new DomainError('too_many_attempts', message);
/**
 * A payment provider (or the sandbox bank's webhook) failed or did not answer; `cause`, its
 * error, is logged (sanitised), never answered.
 */
export const providerUnavailable = (message: string, cause?: unknown) =>
  new DomainError('provider_unavailable', message, undefined, cause ? { cause } : undefined);
/** A service this deployment does not offer (no registrar or ad network in production). */
export const notOffered = (message: string) => new DomainError('not_offered', message);
