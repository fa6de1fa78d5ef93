import { z } from 'zod';
import { PIN_LENGTH } from './limits';
import { messages } from './messages';

/**
 * The PINs people pick most (docs/engineering.md#security): refused when a PIN is set. Repeated
 * digits, straight runs, the keypad's middle column, and common years and patterns.
 */
// prettier-ignore
export const COMMON_PINS: ReadonlySet<string> = new Set([
  '0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999',
  '1234', '2345', '3456', '4567', '5678', '6789', '0123', '4321', '9876', '3210',
  '1212', '1122', '1313', '2580', '0852', '1004', '2000', '1010', '6969', '1984',
  '2020', '2021', '2022', '2023', '2024', '2025', '2026', '0007', '1357', '2468',
]);

const digits = (message: string) => z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), message);

/** A PIN typed to authorise a transfer: 'PIN must be four characters' (docs/product/rules.md). */
export const TransferPinSchema = digits(messages.pinFourCharacters);

/** The old PIN of a reset: 'PIN must be four digits'. */
export const OldPinSchema = digits(messages.pinFourDigits);

/** A new PIN: 'Enter PIN' when empty, four digits, not one of the most common. */
export const NewPinSchema = z
  .string()
  .min(1, messages.enterPin)
  .pipe(digits(messages.pinFourDigits))
  .refine((pin) => !COMMON_PINS.has(pin), messages.pinTooCommon);

/**
 * docs/api.md `set-personal-pin` / `set-staff-pin` `{oldpin, newpin}`. `oldpin` is left out (or
 * empty) only when no PIN was set before; the server checks that.
 */
export const SetPinRequestSchema = z
  .object({
    oldpin: z.union([z.literal(''), OldPinSchema]).optional(),
    newpin: NewPinSchema,
  })
  .refine((body) => !body.oldpin || body.oldpin !== body.newpin, {
    message: messages.pinSameAsOld,
    path: ['newpin'],
  });
export type SetPinRequest = z.input<typeof SetPinRequestSchema>;

/**
 * The reset dialog's own form: the new PIN typed twice (docs/product/rules.md 'PINs do not match').
 */
export const ConfirmPinSchema = z
  .object({ newpin: NewPinSchema, confirmpin: z.string().min(1, messages.enterPin) })
  .refine((form) => form.newpin === form.confirmpin, {
    message: messages.pinsDoNotMatch,
    path: ['confirmpin'],
  });
