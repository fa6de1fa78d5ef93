import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataKeys } from '../../lib/data-keys';
import { verifySecret } from '../../lib/secrets';

const PREFIX = 'pin-mac$v1$';

/** A PIN's match: when the stored hash is of the old kind, the hash that replaces it. */
export type PinMatch = { ok: false } | { ok: true; rehashed?: string };

export interface PinHashes {
  /** `pin-mac$v1$<salt>$<mac>`: HMAC-SHA-256 of the salt and the PIN under a key the database does not hold. */
  hash(pin: string): string;
  verify(stored: string, pin: string): Promise<PinMatch>;
}

/**
 * ADR 0043: a 4-digit PIN has 10,000 values, so a slow hash adds nothing once the hashes leak;
 * what protects it is the lockout and a key outside the database. The key is derived from
 * DATA_ENCRYPTION_KEY (`dataKeys.mac('pin', …)`); a random salt keeps two equal PINs apart.
 * An argon2id hash of before is checked as it was and replaced after its first right PIN.
 */
export function createPinHashes(keys: DataKeys): PinHashes {
  const macOf = (salt: string, pin: string) =>
    keys.mac('pin', `${salt}$${pin}`).toString('base64url');
  const hash = (pin: string) => {
    const salt = randomBytes(16).toString('base64url');
    return `${PREFIX}${salt}$${macOf(salt, pin)}`;
  };
  return {
    hash,
    async verify(stored, pin) {
      if (stored.startsWith(PREFIX)) {
        const [salt, mac, extra] = stored.slice(PREFIX.length).split('$');
        if (!salt || !mac || extra !== undefined) return { ok: false };
        const expected = Buffer.from(macOf(salt, pin));
        const given = Buffer.from(mac);
        return { ok: expected.length === given.length && timingSafeEqual(expected, given) };
      }
      return (await verifySecret(stored, pin)) ? { ok: true, rehashed: hash(pin) } : { ok: false };
    },
  };
}

/** Whether a stored PIN hash is of the kind `createPinHashes` writes. */
export const isPinMac = (stored: string) => stored.startsWith(PREFIX);
