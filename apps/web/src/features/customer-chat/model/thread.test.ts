import { describe, expect, it } from 'vitest';
import { chatMessage } from '../test/customer-chat-api';
import { EMPTY_THREAD, lastSeenId, threadReducer, type Thread } from './thread';

const ids = (thread: Thread) => thread.messages.map((message) => message.id);
const page = (numbers: number[], more = false) => ({
  content: numbers.map((id) => chatMessage(id)),
  more,
});

describe('a thread', () => {
  it('keeps each message once, in the order the server numbered them', () => {
    let thread = threadReducer(EMPTY_THREAD, { type: 'latest', page: page([9, 10], true) });
    thread = threadReducer(thread, { type: 'received', message: chatMessage(11) });
    thread = threadReducer(thread, { type: 'received', message: chatMessage(11) });
    thread = threadReducer(thread, { type: 'earlier', page: page([7, 8]) });
    thread = threadReducer(thread, { type: 'latest', page: page([10, 11, 12]) });
    expect(ids(thread)).toEqual(['7', '8', '9', '10', '11', '12']);
    expect(thread.more).toBe(false);
  });

  it('keeps "more" from the first page when the newest page is fetched again', () => {
    let thread = threadReducer(EMPTY_THREAD, { type: 'latest', page: page([40], true) });
    thread = threadReducer(thread, { type: 'latest', page: page([40, 41], false) });
    expect(thread.more).toBe(true);
  });

  it("is seen up to the store's last read, on the customer's own messages only", () => {
    const messages = [
      chatMessage(1, { fromclient: true }),
      chatMessage(2, { fromclient: true }),
      chatMessage(3),
    ];
    expect(lastSeenId(messages, '')).toBeNull();
    expect(lastSeenId(messages, '2026-03-05T14:01:00.000Z')).toBe('1');
    expect(lastSeenId(messages, '2026-03-05T15:00:00.000Z')).toBe('2');
  });
});
