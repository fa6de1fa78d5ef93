import { useCallback, useReducer } from 'react';
import {
  canMove,
  startWizard,
  wizardReducer,
  type StepOf,
  type WizardAction,
  type WizardDefinition,
  type WizardEntry,
  type WizardState,
  type WizardTransitions,
} from './wizard-machine';

/** A step's data as arguments: optional when the step carries none. */
export type StepDataArgs<D> = undefined extends D ? [data?: D] : [data: D];

/** next() of step K: into the first step K lists, with that step's data; undefined if none. */
type NextOf<S, T extends WizardTransitions<S>, K extends StepOf<S>> = T[K] extends readonly [
  infer Next extends StepOf<S>,
  ...unknown[],
]
  ? (...data: StepDataArgs<S[Next]>) => void
  : undefined;

/** What the wizard offers in every step. See wizard-machine.ts for the rules of each move. */
export interface WizardControls<S> {
  readonly history: readonly WizardEntry<S>[];
  /** Whether goTo with the same arguments would be accepted now. */
  can: <K extends StepOf<S>>(step: K, ...data: StepDataArgs<S[K]>) => boolean;
  goTo: <K extends StepOf<S>>(step: K, ...data: StepDataArgs<S[K]>) => void;
  back: () => void;
  /** Starts again from the start entry, whatever the current step. */
  reset: () => void;
}

/** The wizard in step K: its data and its typed next(). */
export type WizardStepView<S, T extends WizardTransitions<S>, K extends StepOf<S>> = {
  readonly step: K;
  readonly data: S[K];
  readonly next: NextOf<S, T, K>;
} & WizardControls<S>;

/** The wizard in whichever step it is: check `step` to narrow `data` and `next`. */
export type Wizard<S, T extends WizardTransitions<S> = WizardTransitions<S>> = {
  [K in StepOf<S>]: WizardStepView<S, T, K>;
}[StepOf<S>];

const entryOf = <S>(step: StepOf<S>, data: unknown) => ({ step, data }) as WizardEntry<S>;

/**
 * Runs a wizard declared with defineWizard, from `start` (default: the definition's initial
 * entry). reset() returns to that same start.
 */
export function useWizard<S, T extends WizardTransitions<S>>(
  definition: WizardDefinition<S, T>,
  start: WizardEntry<S> = definition.initial,
): Wizard<S, T> {
  const reducer = useCallback(
    (state: WizardState<S>, action: WizardAction<S>) => wizardReducer(definition, state, action),
    [definition],
  );
  const [state, dispatch] = useReducer(reducer, start, (entry) => startWizard(definition, entry));

  const goTo = useCallback(
    <K extends StepOf<S>>(step: K, ...[data]: StepDataArgs<S[K]>) =>
      dispatch({ type: 'goTo', to: entryOf<S>(step, data) }),
    [],
  );
  const next = useCallback(
    (...[data]: [data?: S[StepOf<S>]]) => dispatch({ type: 'next', data: data as S[StepOf<S>] }),
    [],
  );
  const back = useCallback(() => dispatch({ type: 'back' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset', to: start }), [start]);
  const can = <K extends StepOf<S>>(step: K, ...[data]: StepDataArgs<S[K]>) =>
    canMove(definition, state.current, entryOf<S>(step, data));

  const hasNext = definition.transitions[state.current.step].length > 0;
  const view = {
    ...state.current,
    next: hasNext ? next : undefined,
    history: state.history,
    can,
    goTo,
    back,
    reset,
  };
  // The entry's step decides which member of the union this is; TypeScript cannot see that.
  return view as unknown as Wizard<S, T>;
}
