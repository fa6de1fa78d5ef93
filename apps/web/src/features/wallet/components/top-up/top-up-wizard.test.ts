import { describe, expect, it } from 'vitest';
import {
  startWizard,
  wizardReducer,
  type WizardAction,
  type WizardEntry,
} from '../../../../components/wizard/wizard-machine';
import { topUpDetails, topUpStatus } from '../../test/wallet-api';
import { topUpWizard, type TopUpSteps } from './top-up-wizard';

type Entry = WizardEntry<TopUpSteps>;
type Step = Entry['step'];

const details = topUpDetails({ walletNumber: 'https://checkout.paystack.com/abc123' });
const entries: Record<Step, Entry> = {
  form: { step: 'form', data: undefined },
  details: { step: 'details', data: { details } },
  'pay-here': { step: 'pay-here', data: { details, link: details.walletNumber } },
  polling: { step: 'polling', data: { details } },
  success: { step: 'success', data: { details, credited: 2500 } },
  'time-up': { step: 'time-up', data: { details } },
  cancelled: { step: 'cancelled', data: { details, status: topUpStatus('CANCELLED') } },
};
const steps = Object.keys(entries) as Step[];

/** docs/product/records.md: every move the top-up may make; any other pair is refused. */
const legal: [Step, Step][] = [
  ['form', 'details'],
  ['details', 'polling'],
  ['details', 'pay-here'],
  ['details', 'time-up'],
  ['pay-here', 'polling'],
  ['pay-here', 'details'],
  ['pay-here', 'time-up'],
  ['polling', 'success'],
  ['polling', 'time-up'],
  ['time-up', 'success'],
  ['time-up', 'form'],
  ['details', 'cancelled'],
  ['polling', 'cancelled'],
];
const isLegal = (from: Step, to: Step) => legal.some(([a, b]) => a === from && b === to);

const run = (actions: WizardAction<TopUpSteps>[]) =>
  actions.reduce(
    (state, action) => wizardReducer(topUpWizard, state, action),
    startWizard(topUpWizard),
  );
const goTo = (step: Step): WizardAction<TopUpSteps> => ({ type: 'goTo', to: entries[step] });

describe('top-up wizard', () => {
  it('starts at the form', () => {
    expect(startWizard(topUpWizard).current).toEqual(entries.form);
  });

  it.each(steps.flatMap((from) => steps.map((to) => [from, to] as const)))(
    '%s -> %s is accepted only when declared',
    (from, to) => {
      const state = { current: entries[from], history: [] };
      const after = wizardReducer(topUpWizard, state, { type: 'goTo', to: entries[to] });
      if (isLegal(from, to)) expect(after.current).toBe(entries[to]);
      else expect(after).toBe(state);
    },
  );

  it('carries the payment details from the form to the polling and the success', () => {
    const state = run([
      { type: 'next', data: { details } },
      { type: 'next', data: { details } },
      { type: 'next', data: { details, credited: 2500 } },
    ]);
    expect(state.current).toEqual(entries.success);
    expect(state.history.map((entry) => entry.step)).toEqual(['form', 'details', 'polling']);
  });

  it('goes from the payment page back to the details it came from', () => {
    const state = run([goTo('details'), goTo('pay-here'), { type: 'back' }]);
    expect(state.current).toBe(entries.details);
    expect(state.history).toEqual([entries.form]);
  });

  it('cannot go back from polling, success or time up', () => {
    for (const path of [['polling'], ['polling', 'success'], ['time-up']] as const) {
      const state = run([goTo('details'), ...path.map(goTo)]);
      expect(wizardReducer(topUpWizard, state, { type: 'back' })).toBe(state);
    }
  });

  it('Retry takes a timed-out top-up back to an empty form', () => {
    const state = run([goTo('details'), goTo('polling'), goTo('time-up'), goTo('form')]);
    expect(state).toEqual({ current: entries.form, history: [] });
  });

  it('a top-up reopened at its polling step can time out, retry, or be cancelled', () => {
    const reopened = startWizard(topUpWizard, entries.polling);
    const retried = [goTo('time-up'), goTo('form')].reduce(
      (state, action) => wizardReducer(topUpWizard, state, action),
      reopened,
    );
    expect(retried.current).toEqual(entries.form);
    expect(wizardReducer(topUpWizard, reopened, goTo('cancelled')).current).toBe(entries.cancelled);
    expect(wizardReducer(topUpWizard, reopened, { type: 'back' })).toBe(reopened);
  });
});
