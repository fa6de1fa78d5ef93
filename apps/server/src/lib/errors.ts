import { serverErrors } from '@olivia/contracts/messages';

/** A failure the user can act on; the error handler turns it into `{error}` with `status`. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, string[]>) =>
  new DomainError(400, message, details);
export const unauthorized = () => new DomainError(401, serverErrors.tokenMissing);
export const forbidden = (message: string = serverErrors.forbidden) =>
  new DomainError(403, message);
/** Another store's id and a missing id look the same: 404, never 403 (DESIGN.md §8). */
export const notFound = () => new DomainError(404, serverErrors.notFound);
export const conflict = (message: string) => new DomainError(409, message);
export const tooManyRequests = (message: string) => new DomainError(429, message);
