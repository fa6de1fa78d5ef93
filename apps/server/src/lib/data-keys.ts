import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';

/**
 * What the server keeps secret at rest (ADR 0011): identity numbers sealed with AES-256-GCM, and
 * links to private files signed with HMAC-SHA-256. Both keys are derived (HKDF) from the one
 * DATA_ENCRYPTION_KEY, so every server process seals, opens and signs alike.
 */
export interface DataKeys {
  /** `v1.<iv>.<ciphertext+tag>`, base64url; a new IV each time. */
  seal(plaintext: string): string;
  /** The plaintext of `seal`'s output; throws on a forged or foreign value. */
  open(sealed: string): string;
  /** A URL-safe signature of `text`. */
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
  /**
   * The full HMAC-SHA-256 of `text` under a key of `purpose`'s own (HS256 tokens, ids derived
   * from a store), so no two uses share a key and `sign`'s short signatures stay as they are.
   */
  mac(purpose: string, text: string): Buffer;
}

const derive = (master: Buffer, info: string) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));

export function createDataKeys(master: Buffer): DataKeys {
  if (master.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  const sealKey = derive(master, 'olivia/seal/v1');
  const signKey = derive(master, 'olivia/sign/v1');
  const macKeys = new Map<string, Buffer>();
  const macKey = (purpose: string) => {
    let key = macKeys.get(purpose);
    if (!key) {
      key = derive(master, `olivia/mac/${purpose}/v1`);
      macKeys.set(purpose, key);
    }
    return key;
  };
  const sign = (text: string) =>
    createHmac('sha256', signKey).update(text).digest().subarray(0, 24).toString('base64url');

  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !body) throw new Error('not a sealed value');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
    sign,
    verify(text, signature) {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    mac: (purpose, text) => createHmac('sha256', macKey(purpose)).update(text).digest(),
  };
}
