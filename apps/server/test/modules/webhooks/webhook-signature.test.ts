import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from '../../../src/modules/webhooks/webhook-signature';

describe('webhook signatures (ADR 0044)', () => {
  const secret = 'whsec_abc';
  const body = '{"id":"evt_1","type":"order.created","created":1700000000,"data":{}}';

  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const header = signatureHeader(secret, body, 1_700_000_000);
    const mac = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${mac}`);
  });

  it('verifies the same body and refuses another body, another secret or an old timestamp', () => {
    const header = signatureHeader(secret, body, 1_700_000_000);
    expect(verifySignature(secret, body, header, 1_700_000_010)).toBe(true);
    expect(verifySignature(secret, `${body} `, header, 1_700_000_010)).toBe(false);
    expect(verifySignature('whsec_other', body, header, 1_700_000_010)).toBe(false);
    expect(verifySignature(secret, body, header, 1_700_000_000 + 301)).toBe(false);
    expect(verifySignature(secret, body, 't=1700000000,v1=00', 1_700_000_000)).toBe(false);
  });
});
