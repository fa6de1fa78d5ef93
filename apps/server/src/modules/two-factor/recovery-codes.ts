import { randomCode } from '../../lib/secrets';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as shown: two groups of five (about 49 bits of chance). */
export const newRecoveryCode = () => `${randomCode(5, ALPHABET)}-${randomCode(5, ALPHABET)}`;

/** A typed code as stored: capitals without spaces or hyphens, so 'abcde fghjk' matches. */
export const normaliseRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** Whether typed text has a recovery code's shape (ten of its characters), not an app code's. */
export const looksLikeRecoveryCode = (typed: string) =>
  new RegExp(`^[${ALPHABET}]{10}$`).test(normaliseRecoveryCode(typed));
