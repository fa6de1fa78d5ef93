import { describe, expect, it } from 'vitest';
import english from '../../locales/en/realtime.json';
import { START_CHAT_ERRORS } from './start-chat';

describe('start-chat errors', () => {
  it("are docs/product/rules.md's texts word for word in English", () => {
    expect(english.startChat).toEqual({
      badRequest: 'Something went wrong. Please try again later.',
      network: 'Please check your internet connection and try again.',
      failed: 'Failed to start chat',
    });
    expect(Object.values(START_CHAT_ERRORS)).toEqual(Object.values(english.startChat));
  });
});
