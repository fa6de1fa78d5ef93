/**
 * Business constants and limits of docs/product/rules.md, and the few of our own that it leaves
 * open.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PIN_LENGTH = 4;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*.,?';
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** How long a sub-user's invitation (its set-password link) stays valid. */
export const INVITE_TTL_HOURS = 72;
export const TABLE_PAGE_SIZES = [5, 10, 20, 30, 50] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_SHORT_MS = 1500;
export const REQUEST_RETRY_ATTEMPTS = 3;
export const REQUEST_RETRY_MAX_DELAY_MS = 30_000;
