/**
 * A wizard is a typed state machine (docs/engineering.md#web-conventions): a reducer over a union
 * of steps, each step carrying its own typed data, and every move declared up front. The modal
 * wizard of docs/product/screens.md uses its step numbers 0-16 as the steps; a flow without numbers
 * (the top-up) uses names.
 *
 *   interface PinSteps {                                     // step -> the data it carries
 *     4: undefined; 5: { old: string }; 6: { old: string; pin: string }; 7: undefined;
 *   }
 *   export const pinWizard = defineWizard<PinSteps>()({
 *     initial: { step: 4, data: undefined },
 *     transitions: { 4: [5], 5: [6, 4], 6: [7, 5], 7: [] }, // the first listed is next()
 *     guard: (from, to) => true,                             // optional: refuse a declared move
 *   });
 *
 *   const wizard = useWizard(pinWizard);                     // or useWizard(pinWizard, startEntry)
 *   wizard.step; wizard.data; wizard.history;                // narrow on `step` to type `data`
 *   wizard.goTo(6, { old, pin }); wizard.back(); wizard.reset(); wizard.can(7);
 *   if (wizard.step === 5) wizard.next({ old, pin });        // typed by the step it goes to
 *   <WizardSteps wizard={wizard} render={{ 4: ({ next }) => <OldPinStep onDone={next} />, … }} />
 *
 * Rules: goTo, next and back are accepted only when the current step lists the target (and the
 * guard agrees); a refused move returns the very same state. back() returns to the previous entry
 * with its data. goTo to a step already in the history rewinds the history to it. reset() is
 * always accepted and starts again from the start entry with an empty history. A move that an
 * outside event causes (a poll's answer, a countdown's end) is made while rendering, behind can(),
 * as the top-up dialog does; once made, can() refuses it, so the render settles at once.
 */

/** The steps of a wizard: the keys of its map from step to the data the step carries. */
export type StepOf<S> = Extract<keyof S, string | number>;

/** One step with its data; a union over the steps, so checking `step` narrows `data`. */
export type WizardEntry<S> = {
  [K in StepOf<S>]: { readonly step: K; readonly data: S[K] };
}[StepOf<S>];

/** For every step, the steps it may move to; the first one listed is where next() goes. */
export type WizardTransitions<S> = { readonly [K in StepOf<S>]: readonly StepOf<S>[] };

export interface WizardDefinition<S, T extends WizardTransitions<S> = WizardTransitions<S>> {
  /** Where the wizard starts, unless the caller gives another start. */
  readonly initial: WizardEntry<S>;
  readonly transitions: T;
  /** Refuses a declared move on its data (e.g. the old PIN may be skipped only when ticked). */
  readonly guard?: (from: WizardEntry<S>, to: WizardEntry<S>) => boolean;
}

export interface WizardState<S> {
  readonly current: WizardEntry<S>;
  /** The entries behind the current one, oldest first: what back() returns to. */
  readonly history: readonly WizardEntry<S>[];
}

export type WizardAction<S> =
  | { readonly type: 'goTo'; readonly to: WizardEntry<S> }
  | { readonly type: 'next'; readonly data: S[StepOf<S>] }
  | { readonly type: 'back' }
  | { readonly type: 'reset'; readonly to?: WizardEntry<S> };

/**
 * Declares a wizard: `defineWizard<Steps>()({ initial, transitions, guard })`. The second call
 * keeps the transitions' literal types, so next() knows which step's data it takes.
 */
export function defineWizard<S>() {
  return <const T extends WizardTransitions<S>>(
    definition: WizardDefinition<S, T>,
  ): WizardDefinition<S, T> => definition;
}

/** A fresh wizard at `start` (the definition's initial entry by default). */
export function startWizard<S>(
  definition: WizardDefinition<S>,
  start: WizardEntry<S> = definition.initial,
): WizardState<S> {
  return { current: start, history: [] };
}

/** Whether the wizard may move from `from` to `to`: declared, and not refused by the guard. */
export function canMove<S>(
  definition: WizardDefinition<S>,
  from: WizardEntry<S>,
  to: WizardEntry<S>,
): boolean {
  const targets: readonly StepOf<S>[] = definition.transitions[from.step];
  return targets.includes(to.step) && (definition.guard?.(from, to) ?? true);
}

/** The step next() goes to from `step`, if it declares any move. */
export function nextStepOf<S>(
  definition: WizardDefinition<S>,
  step: StepOf<S>,
): StepOf<S> | undefined {
  return definition.transitions[step][0];
}

function moveTo<S>(
  definition: WizardDefinition<S>,
  state: WizardState<S>,
  to: WizardEntry<S>,
): WizardState<S> {
  if (!canMove(definition, state.current, to)) return state;
  const earlier = state.history.findIndex((entry) => entry.step === to.step);
  const history =
    earlier === -1 ? [...state.history, state.current] : state.history.slice(0, earlier);
  return { current: to, history };
}

/** The wizard's reducer: the only way its state changes. */
export function wizardReducer<S>(
  definition: WizardDefinition<S>,
  state: WizardState<S>,
  action: WizardAction<S>,
): WizardState<S> {
  switch (action.type) {
    case 'goTo':
      return moveTo(definition, state, action.to);
    case 'next': {
      const step = nextStepOf(definition, state.current.step);
      if (step === undefined) return state;
      // The typed next() of useWizard only accepts the data of the step it goes to.
      return moveTo(definition, state, { step, data: action.data } as WizardEntry<S>);
    }
    case 'back': {
      const previous = state.history.at(-1);
      if (!previous || !canMove(definition, state.current, previous)) return state;
      return { current: previous, history: state.history.slice(0, -1) };
    }
    case 'reset':
      return startWizard(definition, action.to);
  }
}
