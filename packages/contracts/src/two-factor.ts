import { z } from 'zod';
import { SignInResponseSchema } from './auth';
import { messages } from './messages';
import { ExistingPasswordSchema } from './password';
import { text } from './text';
import { twoFactorMessages } from './two-factor-messages';

/** How many recovery codes a set-up gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code of the authenticator app: six digits (spaces typed between them are ignored). */
export const TotpCodeSchema = text()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.twoFactorCodeInvalid));

/** What the code step takes: an app's six digits or one of the recovery codes (xxxxx-xxxxx). */
export const SecondFactorCodeSchema = text()
  .trim()
  .min(1, messages.required)
  .max(24, twoFactorMessages.twoFactorCodeInvalid);

/** The user's two-step sign-in, and whether the store asks it of sub-users. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledat: z.string().nullable(),
  recoverycodesleft: z.number().int(),
  /** The store requires it of every sub-user (the main user's switch). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** A set-up in progress: the secret to scan (as a QR code) or type in. Shown only here. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthurl: z.string(),
  /** The otpauth URL as an SVG QR code, a data: URL. */
  qrcode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = z.object({ recoverycodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const ConfirmTwoFactorRequestSchema = z.object({ code: TotpCodeSchema });
export type ConfirmTwoFactorRequest = z.input<typeof ConfirmTwoFactorRequestSchema>;

/** Turning it off takes the password and a code (or a recovery code). */
export const DisableTwoFactorRequestSchema = z.object({
  password: ExistingPasswordSchema,
  code: SecondFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.input<typeof DisableTwoFactorRequestSchema>;

/** A code asked again before a grave change (a payout account), or for new recovery codes. */
export const SecondFactorRequestSchema = z.object({ code: SecondFactorCodeSchema });
export type SecondFactorRequest = z.input<typeof SecondFactorRequestSchema>;

export const TwoFactorRequirementSchema = z.object({ required: z.boolean() });
export type TwoFactorRequirement = z.input<typeof TwoFactorRequirementSchema>;

// Sign-in's answer lives with the session it may be (auth.ts), so the shell's sign-out does not
// load two-step sign-in's schemas and messages (ADR 0023).
export {
  SecondFactorChallengeSchema,
  SignInAnswerSchema,
  type SecondFactorChallenge,
  type SignInAnswer,
} from './auth';

const ChallengeSchema = text().min(1, twoFactorMessages.twoFactorChallengeExpired).max(200);

export const SignInCodeRequestSchema = z.object({
  challenge: ChallengeSchema,
  code: SecondFactorCodeSchema,
});
export type SignInCodeRequest = z.input<typeof SignInCodeRequestSchema>;

export const SignInChallengeRequestSchema = z.object({ challenge: ChallengeSchema });

export const SignInSetupConfirmRequestSchema = z.object({
  challenge: ChallengeSchema,
  code: TotpCodeSchema,
});
export type SignInSetupConfirmRequest = z.input<typeof SignInSetupConfirmRequestSchema>;

/** The set-up done at sign-in: the session, and the recovery codes to keep. */
export const SignInWithRecoveryCodesSchema = SignInResponseSchema.extend({
  recoverycodes: z.array(z.string()),
});

/** One signed-in browser of the user (a session), for the devices list. */
export const DeviceSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string().nullable(),
  signedinat: z.string(),
  lastseenat: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;
export const DevicesResponseSchema = z.object({ content: z.array(DeviceSchema) });
export const DeviceParamsSchema = z.object({ id: z.uuid(twoFactorMessages.deviceNotFound) });
