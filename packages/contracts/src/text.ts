import { z } from 'zod';
import { messages } from './messages';

/**
 * Whether `value` is text a person could have typed: no C0 control character (NUL included;
 * tab, line feed and carriage return only where `multiline`), no DEL, and no lone UTF-16
 * surrogate. PostgreSQL refuses NUL in text and cannot store a lone surrogate faithfully, so
 * such input must never get past the edge (issue 7).
 */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (!options.multiline || (code !== 0x09 && code !== 0x0a && code !== 0x0d)) return false;
    } else if (code === 0x7f) {
      return false;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Whether `value` holds a character no text may hold anywhere: NUL or a lone surrogate. */
export function hasUnstorableCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The one starting point of every free-text field a client sends: a string refused with
 * `messages.invalidCharacters` when it holds a control character or a lone surrogate. Chain the
 * field's own rules after it, e.g. `text().trim().min(1, messages.required).max(80)`.
 */
export const text = (options: { multiline?: boolean } = {}) =>
  z.string().refine((value) => isCleanText(value, options), messages.invalidCharacters);
