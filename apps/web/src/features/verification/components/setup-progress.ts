import type { AgentStatus } from '@olivia/contracts/agent';

/** Where a non-agent's set-up (re)starts: the verification form, the PIN, or all done. */
export type SetupStart = 'form' | 'pin' | 'done';

/** The stages the set-up screen lists, in order: the BVN (NGN only), the PIN, signing in again. */
export const SETUP_STAGES = ['identity', 'pin', 'signIn'] as const;
export type SetupStage = (typeof SETUP_STAGES)[number];

/**
 * The step to show from what the server says (ADR 0012): an NGN store whose BVN was not accepted
 * (none, or blocked) is on the form; once it was accepted — or outside Nigeria, where there is no
 * BVN — the PIN is next until it is set, and then set-up is done (the next sign-in is an agent's).
 */
export function setupStart(state: {
  ngn: boolean;
  verification: AgentStatus['status'] | undefined;
  pinSet: boolean;
}): SetupStart {
  if (state.ngn && state.verification !== 'verified') return 'form';
  return state.pinSet ? 'done' : 'pin';
}

/** The listed stage a start belongs to. */
export function stageOf(start: SetupStart): SetupStage {
  return start === 'form' ? 'identity' : start === 'pin' ? 'pin' : 'signIn';
}
