// First: zod must be configured before any module builds a schema (see zod-config.ts).
import '../../../lib/zod-config';
import { SignInRequestSchema } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import i18n from 'i18next';
import { callEndpoint } from '../../../lib/api-client';
import { errorMessage, translateMessage } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';

export type SignInField = 'username' | 'password';

export type SignInOutcome =
  | { kind: 'invalid'; problems: Partial<Record<SignInField, string>> }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-in' }
  /** The password was right; a code (or the set-up the store requires) completes it (ADR 0040). */
  | { kind: 'second-step'; step: 'code' | 'setup'; challenge: string };

/**
 * What pressing Sign in does, loaded when the form is first touched (/sign-in's first load
 * carries no validation library and no API client): checks the fields with the contract's
 * schema, signs in and stores the session. Texts come back translated, from the messages
 * catalogue this path loads (only a problem shows one of its texts).
 */
export async function submitSignIn(values: Record<SignInField, string>): Promise<SignInOutcome> {
  await i18n.loadNamespaces('messages');
  const t = i18n.getFixedT(null, ['messages', 'common'] as const);
  const parsed = SignInRequestSchema.safeParse(values);
  if (!parsed.success) {
    const problems: Partial<Record<SignInField, string>> = {};
    for (const issue of parsed.error.issues) {
      problems[issue.path[0] as SignInField] ??= translateMessage(t, issue.message);
    }
    return { kind: 'invalid', problems };
  }
  try {
    const answer = await callEndpoint(authEndpoints.signIn, { body: parsed.data });
    if ('challenge' in answer) {
      return { kind: 'second-step', step: answer.secondfactor, challenge: answer.challenge };
    }
    saveSession(answer);
    return { kind: 'signed-in' };
  } catch (error) {
    return { kind: 'failed', message: errorMessage(t, error) };
  }
}
