import { describe, expect, it } from 'vitest';
import { allMessages, areaMessageMaps } from '../src/all-messages';
import { registeredMessageKey } from '../src/message-registry';
import { messages } from '../src/messages';
import { supplierMessages } from '../src/supplier-messages';

describe('messages by area (ADR 0023)', () => {
  it('gives every key one text, whichever map holds it', () => {
    const keys = [messages, ...areaMessageMaps].flatMap((map) => Object.keys(map));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(allMessages).sort()).toEqual([...keys].sort());
  });

  it("registers an area's texts when its map is defined, and the shell's with it", () => {
    expect(registeredMessageKey(supplierMessages.supplierNotFound)).toBe('supplierNotFound');
    expect(registeredMessageKey(messages.incorrectPin)).toBe('incorrectPin');
    expect(registeredMessageKey('Not a message of ours')).toBeUndefined();
  });
});
