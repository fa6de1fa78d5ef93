import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  looksLikeRecoveryCode,
  newRecoveryCode,
  normaliseRecoveryCode,
} from '../../../src/modules/two-factor/recovery-codes';
import { newRecoveryCodeSet } from '../../../src/modules/two-factor/recovery-code-hashes';
import {
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  timeStepOf,
} from '../../../src/modules/two-factor/totp';
import { verifySecret } from '../../../src/lib/secrets';

const secret = newTotpSecret();
const at = new Date('2026-11-29T10:00:10Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const codeAt = (offsetSeconds: number) => generate({ secret, epoch: seconds(at) + offsetSeconds });

describe('TOTP verification window', () => {
  it("accepts this step's code and the steps either side, and answers the code's step", async () => {
    const step = timeStepOf(at);
    expect(await matchTotp(secret, await codeAt(0), at, null)).toBe(step);
    expect(await matchTotp(secret, await codeAt(-30), at, null)).toBe(step - 1);
    expect(await matchTotp(secret, await codeAt(30), at, null)).toBe(step + 1);
  });

  it('refuses codes two steps away, of another secret, or not six digits', async () => {
    expect(await matchTotp(secret, await codeAt(-60), at, null)).toBeNull();
    expect(await matchTotp(secret, await codeAt(60), at, null)).toBeNull();
    const other = await generate({ secret: newTotpSecret(), epoch: seconds(at) });
    expect(await matchTotp(secret, other, at, null)).toBeNull();
    expect(await matchTotp(secret, '12345', at, null)).toBeNull();
    expect(await matchTotp(secret, 'abcdef', at, null)).toBeNull();
  });

  it('refuses a code of a step at or before the last one accepted (no replay)', async () => {
    const step = timeStepOf(at);
    expect(await matchTotp(secret, await codeAt(0), at, step)).toBeNull();
    expect(await matchTotp(secret, await codeAt(-30), at, step - 1)).toBeNull();
    expect(await matchTotp(secret, await codeAt(30), at, step)).toBe(step + 1);
  });

  it('names the account by e-mail under the issuer in the otpauth URL', () => {
    const url = otpauthUrl(secret, 'ada@example.com');
    expect(url).toMatch(/^otpauth:\/\/totp\/Olivia:ada%40example\.com\?/);
    expect(url).toContain(`secret=${secret}`);
  });
});

describe('recovery codes', () => {
  it('are two groups of five unambiguous characters, matched however they are typed', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(normaliseRecoveryCode(` ${code.toLowerCase().replace('-', ' ')} `)).toBe(
      code.replace('-', ''),
    );
    expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('come ten at a time, all different, stored only as argon2id hashes of the code', async () => {
    const { codes, hashes } = await newRecoveryCodeSet();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(hashes.every((hash) => hash.startsWith('$argon2id$'))).toBe(true);
    const [first = '', second = ''] = codes;
    const [firstHash = ''] = hashes;
    expect(hashes.join()).not.toContain(normaliseRecoveryCode(first));
    expect(await verifySecret(firstHash, normaliseRecoveryCode(first))).toBe(true);
    expect(await verifySecret(firstHash, normaliseRecoveryCode(second))).toBe(false);
  });
});
