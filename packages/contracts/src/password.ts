import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './limits';
import { messages } from './messages';
import { isCommonPassword } from './common-passwords';

/** The checklist of docs/product/rules.md; each rule turns green in the form as it is met. */
export const passwordRules = [
  { id: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { id: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
  {
    id: 'special',
    test: (value: string) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => value.includes(c)),
  },
  { id: 'length', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

export function isStrongPassword(value: string): boolean {
  return passwordRules.every((rule) => rule.test(value));
}

/** A new password: the product's strength rules, plus a refusal of the most common passwords. */
export const NewPasswordSchema = z
  .string()
  .min(1, messages.required)
  .max(PASSWORD_MAX_LENGTH, messages.passwordNotStrong)
  .refine(isStrongPassword, messages.passwordNotStrong)
  .refine((value) => !isCommonPassword(value), messages.passwordTooCommon);

/** A password being checked, not chosen: only presence and a sane length. */
export const ExistingPasswordSchema = z
  .string()
  .min(1, messages.required)
  .max(PASSWORD_MAX_LENGTH, messages.required);
