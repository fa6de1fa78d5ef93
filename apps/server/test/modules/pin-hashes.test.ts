import { describe, expect, it } from 'vitest';
import { createDataKeys } from '../../src/lib/data-keys';
import { hashSecret } from '../../src/lib/secrets';
import { createPinHashes, isPinMac } from '../../src/modules/pins/pin-hashes';

const hashes = createPinHashes(createDataKeys(Buffer.alloc(32, 1)));
const elsewhere = createPinHashes(createDataKeys(Buffer.alloc(32, 2)));

describe('PIN hashes (ADR 0043)', () => {
  it('keys the hash with a secret the database does not hold, salted per PIN', async () => {
    const first = hashes.hash('4826');
    const second = hashes.hash('4826');
    expect(isPinMac(first)).toBe(true);
    expect(first).not.toContain('4826');
    expect(first).not.toBe(second);
    expect(await hashes.verify(first, '4826')).toEqual({ ok: true });
    expect(await hashes.verify(second, '4826')).toEqual({ ok: true });
    expect(await hashes.verify(first, '4827')).toEqual({ ok: false });
    // Without the key, the 10,000 PINs cannot be tried against a leaked hash.
    expect(await elsewhere.verify(first, '4826')).toEqual({ ok: false });
  });

  it('refuses a malformed hash of the new kind', async () => {
    const [salt, mac] = hashes.hash('4826').slice('pin-mac$v1$'.length).split('$');
    for (const stored of [`pin-mac$v1$${salt}`, `pin-mac$v1$${salt}$${mac}$x`, 'pin-mac$v1$$'])
      expect(await hashes.verify(stored, '4826')).toEqual({ ok: false });
  });

  it('checks an argon2id hash of before as it was, and gives its replacement on a right PIN', async () => {
    const old = await hashSecret('4826');
    expect(await hashes.verify(old, '1111')).toEqual({ ok: false });
    const match = await hashes.verify(old, '4826');
    expect(match.ok).toBe(true);
    const rehashed = match.ok ? (match.rehashed ?? '') : '';
    expect(isPinMac(rehashed)).toBe(true);
    expect(await hashes.verify(rehashed, '4826')).toEqual({ ok: true });
  });
});
