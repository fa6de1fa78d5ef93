import { z } from 'zod';
import { CurrencySchema } from './currencies';
import { messages } from './messages';
import { ExistingPasswordSchema, NewPasswordSchema } from './password';
import { UserTypeSchema } from './roles';
import { text } from './text';

const requiredText = (max: number) =>
  text().trim().min(1, messages.required).max(max, messages.required);

export const EmailSchema = text()
  .trim()
  .min(1, messages.required)
  .max(254, messages.invalidEmail)
  .pipe(z.email(messages.invalidEmail))
  .transform((value) => value.toLowerCase());

/** International or local phone numbers: digits with an optional leading +, spaces and dashes. */
export const PhoneSchema = text()
  .trim()
  .min(1, messages.required)
  .regex(/^\+?[\d\s-]{7,20}$/, messages.invalidPhone)
  .transform((value) => value.replace(/[\s-]/g, ''));

export const SignUpRequestSchema = z.object({
  businessname: requiredText(120),
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
  currency: CurrencySchema.default('NGN'),
  referralcode: text().trim().max(64).optional(),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/** The sign-up form adds the confirmation, which never leaves the browser. */
export const SignUpFormSchema = SignUpRequestSchema.extend({
  confirmPassword: z.string().min(1, messages.required),
}).refine((form) => form.password === form.confirmPassword, {
  message: messages.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
export type SignUpForm = z.input<typeof SignUpFormSchema>;

export const SignInRequestSchema = z.object({
  username: EmailSchema,
  password: ExistingPasswordSchema,
});
export type SignInRequest = z.input<typeof SignInRequestSchema>;

/** docs/engineering.md#api-conventions: the answer of sign-in and sign-up. */
export const SignInResponseSchema = z.object({
  userCategory: UserTypeSchema,
  systemid: z.string(),
  token: z.string(),
  isAgent: z.boolean(),
  setup: z.object({ controlchat: z.boolean(), viewbalance: z.boolean() }),
  isVerified: z.boolean(),
  curSymbol: z.string(),
  curAbbre: CurrencySchema,
  logourl: z.string(),
  url: z.string(),
  staticaccountname: z.string(),
  staticaccountbank: z.string(),
  staticaccountnumber: z.string(),
  firstname: z.string(),
  businessname: z.string(),
  email: z.string(),
  allowsubusertransfer: z.boolean(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** docs/product/records.md: the password change payload. */
export const ChangePasswordRequestSchema = z
  .object({ oldpassword: ExistingPasswordSchema, newpassword: NewPasswordSchema })
  .refine((body) => body.oldpassword !== body.newpassword, {
    message: messages.passwordSameAsOld,
    path: ['newpassword'],
  });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const ChangePasswordFormSchema = z
  .object({
    oldpassword: z.string().min(1, messages.required),
    newpassword: NewPasswordSchema,
    confirmpassword: z.string().min(1, messages.required),
  })
  .refine((form) => form.oldpassword !== form.newpassword, {
    message: messages.passwordSameAsOld,
    path: ['newpassword'],
  })
  .refine((form) => form.newpassword === form.confirmpassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmpassword'],
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

export const RecoverPasswordRequestSchema = z.object({ email: EmailSchema });
export type RecoverPasswordRequest = z.input<typeof RecoverPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1, messages.resetLinkInvalid).max(200, messages.resetLinkInvalid),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** The token of a reset (or invitation) link, checked when its page opens, before the form. */
export const ResetLinkQuerySchema = ResetPasswordRequestSchema.pick({ token: true });
export type ResetLinkQuery = z.input<typeof ResetLinkQuerySchema>;

/**
 * Deleting the account (settings action 12) takes the main user's password, checked on the
 * server, so a stray click or an unattended session cannot erase a store.
 */
export const DeleteAccountRequestSchema = z.object({ password: ExistingPasswordSchema });
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string().min(1, messages.required) })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

/** Answers that carry nothing but a human-readable confirmation. */
export const MessageResponseSchema = z.object({ status: z.number(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const ErrorResponseSchema = z.object({
  error: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * Sign-in's answer when the password was right but a second step is due: 'code' asks a code of
 * the app (or a recovery code); 'setup' means the store requires two-step sign-in and the user
 * has none yet, so they set it up first. `challenge` names this half-done sign-in for a few
 * minutes; the steps below complete it.
 */
export const SecondFactorChallengeSchema = z.object({
  secondfactor: z.enum(['code', 'setup']),
  challenge: z.string(),
  expiresin: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallengeSchema>;

/** Sign-in answers the session (unchanged for users without two-step sign-in) or a challenge. */
export const SignInAnswerSchema = z.union([SignInResponseSchema, SecondFactorChallengeSchema]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;
