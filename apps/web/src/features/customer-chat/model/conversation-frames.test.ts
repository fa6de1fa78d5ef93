import { describe, expect, it } from 'vitest';
import { chatMessage, CONVERSATION_ID } from '../test/customer-chat-api';
import { parseConversationFrame } from './conversation-frames';

const parse = (frame: unknown) => parseConversationFrame(JSON.stringify(frame));

describe("a conversation channel's frames", () => {
  it('are the admission, messages, the store typing and read receipts', () => {
    expect(parse({ event: 'system:connected' })).toEqual({ kind: 'connected' });
    const message = chatMessage(4, { message: 'Ada is typing.... no, really', fromclient: true });
    expect(parse(message)).toEqual({ kind: 'message', message: { kind: 'message', message } });
    expect(
      parse({ type: 'chat', message: 'Corner Shop is typing....', headid: CONVERSATION_ID }),
    ).toEqual({ kind: 'message', message: { kind: 'typing' } });
    expect(
      parse({
        type: 'read',
        message: '',
        headid: CONVERSATION_ID,
        datetime: '2026-03-05T14:07:00Z',
      }),
    ).toEqual({ kind: 'message', message: { kind: 'read', datetime: '2026-03-05T14:07:00Z' } });
  });

  it('ignore anything else', () => {
    expect(parseConversationFrame('not json')).toBeNull();
    expect(parseConversationFrame(new ArrayBuffer(2))).toBeNull();
    expect(parse({ error: 'Authentication failed, provide valid jwt token.' })).toBeNull();
    expect(
      parse({ type: 'credit', message: 'x', headid: '', datetime: '', createdat: '' }),
    ).toBeNull();
    expect(parse(null)).toBeNull();
  });
});
