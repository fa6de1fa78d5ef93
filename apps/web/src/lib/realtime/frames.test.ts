import fc from 'fast-check';
import { NOTIFICATION_CODES, TYPING_MARKER } from '@olivia/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { realtimeMessage } from '../../test/realtime-api';
import { isTypingMessage, parseFrame } from './frames';

const frame = (value: unknown) => JSON.stringify(value);

describe('a store channel frame', () => {
  it("reads the server's own message with its code and values", () => {
    const message = realtimeMessage({ code: 'topUpCredited', params: { amount: '₦1' } });
    expect(parseFrame(frame(message))).toEqual({
      kind: 'message',
      message: { ...message, fromclient: true },
    });
  });

  it('reads a relayed frame as a typing indicator with no code or values, or not at all (issue 25)', () => {
    const relayedFrame = fc.record(
      {
        type: fc.oneof(fc.constantFrom('typing', 'notice', 'credit', 'order', 'chat'), fc.string()),
        message: fc.oneof(fc.string(), fc.constant(`Ada ${TYPING_MARKER}`)),
        headid: fc.string({ maxLength: 10 }),
        datetime: fc.constant('2026-03-05T14:07:00.000Z'),
        createdat: fc.constant('2026-03-05T14:07:00.000Z'),
        code: fc.constantFrom(...NOTIFICATION_CODES),
        params: fc.dictionary(fc.constantFrom('amount', 'reference'), fc.string()),
        id: fc.string(),
        fromclient: fc.boolean(),
        relayed: fc.constantFrom(true, false, 'yes', null),
      },
      { requiredKeys: ['relayed'] },
    );
    fc.assert(
      fc.property(relayedFrame, (value) => {
        const read = parseFrame(frame(value));
        if (read === null) return;
        expect(read.kind).toBe('message');
        if (read.kind !== 'message') return;
        expect(read.message.relayed).toBe(true);
        expect(isTypingMessage(read.message)).toBe(true);
        expect(read.message).not.toHaveProperty('code');
        expect(read.message).not.toHaveProperty('params');
        expect(read.message).not.toHaveProperty('id');
      }),
      { numRuns: 300 },
    );
  });

  it('reads the typing indicator the server relays', () => {
    const relayed = {
      type: 'typing',
      message: `Ada ${TYPING_MARKER}`,
      headid: 'h1',
      datetime: '2026-03-05T14:07:00.000Z',
      createdat: '2026-03-05T14:07:00.000Z',
      relayed: true,
    };
    expect(parseFrame(frame(relayed))).toEqual({
      kind: 'message',
      message: { ...relayed, fromclient: true },
    });
  });
});
