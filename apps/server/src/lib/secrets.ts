import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the parameters of docs/engineering.md#stack (OWASP's minimum for argon2id). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => hash(secret, ARGON2_OPTIONS);

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** An opaque 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function randomCode(length: number, alphabet = ALPHANUMERIC): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}
