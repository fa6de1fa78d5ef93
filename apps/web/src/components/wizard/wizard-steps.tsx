import { Fragment, type ReactNode } from 'react';
import type { Wizard, WizardStepView } from './use-wizard';
import type { StepOf, WizardTransitions } from './wizard-machine';

/** One render function per step (all of them), each given the wizard narrowed to its step. */
export type WizardStepRenderers<S, T extends WizardTransitions<S>> = {
  readonly [K in StepOf<S>]: (view: WizardStepView<S, T, NumberedStep<S, K>>) => ReactNode;
};

/**
 * TypeScript types a render function's step before it knows the steps, as the property name
 * ("4" for step 4); this turns it back into the step.
 */
type NumberedStep<S, K> = {
  [P in StepOf<S>]: `${P}` extends `${K & (string | number)}` ? P : never;
}[StepOf<S>];

interface WizardStepsProps<S, T extends WizardTransitions<S>> {
  wizard: Wizard<S, T>;
  render: WizardStepRenderers<S, T>;
}

/**
 * Renders the current step's component. Each step is keyed by its step, so a step mounts afresh
 * when entered, even when two steps share a component (the three PIN steps, say).
 */
export function WizardSteps<S, T extends WizardTransitions<S>>({
  wizard,
  render,
}: WizardStepsProps<S, T>) {
  const renderStep = render[wizard.step] as (view: Wizard<S, T>) => ReactNode;
  return <Fragment key={String(wizard.step)}>{renderStep(wizard)}</Fragment>;
}
