import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's scheme, which the sandbox copies: hex HMAC-SHA512 of the raw body. */
export function signBody(rawBody: string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function isValidSignature(rawBody: string, signature: string | undefined, secret: string) {
  if (!signature) return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
