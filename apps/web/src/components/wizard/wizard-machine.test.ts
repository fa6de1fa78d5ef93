import { describe, expect, it } from 'vitest';
import {
  canMove,
  defineWizard,
  startWizard,
  wizardReducer,
  type WizardAction,
  type WizardEntry,
  type WizardState,
} from './wizard-machine';

/** docs/product/screens.md steps 4-7, personal PIN reset: old, new, confirm, success. */
interface PinSteps {
  4: undefined;
  5: { old: string };
  6: { old: string; pin: string };
  7: undefined;
}

const pinWizard = defineWizard<PinSteps>()({
  initial: { step: 4, data: undefined },
  transitions: { 4: [5], 5: [6, 4], 6: [7, 5], 7: [] },
  // a new PIN has 4 digits (docs/product/rules.md)
  guard: (_from, to) => to.step !== 6 || /^\d{4}$/.test(to.data.pin),
});

type Entry = WizardEntry<PinSteps>;
const oldPin: Entry = { step: 5, data: { old: '1111' } };
const newPin: Entry = { step: 6, data: { old: '1111', pin: '2222' } };
const done: Entry = { step: 7, data: undefined };

const run = (actions: WizardAction<PinSteps>[], state = startWizard(pinWizard)) =>
  actions.reduce((current, action) => wizardReducer(pinWizard, current, action), state);
const goTo = (to: Entry): WizardAction<PinSteps> => ({ type: 'goTo', to });

describe('wizard machine', () => {
  it('starts at the initial entry, or at a given start, with no history', () => {
    expect(startWizard(pinWizard)).toEqual({ current: pinWizard.initial, history: [] });
    expect(startWizard(pinWizard, newPin)).toEqual({ current: newPin, history: [] });
  });

  it('moves along every declared transition, keeping what it left in the history', () => {
    const state = run([goTo(oldPin), goTo(newPin), goTo(done)]);
    expect(state.current).toEqual(done);
    expect(state.history).toEqual([pinWizard.initial, oldPin, newPin]);
  });

  it('refuses a move the current step does not declare, returning the very same state', () => {
    const start = startWizard(pinWizard);
    expect(wizardReducer(pinWizard, start, goTo(newPin))).toBe(start);
    expect(wizardReducer(pinWizard, start, goTo(done))).toBe(start);
    expect(wizardReducer(pinWizard, start, goTo(pinWizard.initial))).toBe(start);
    const finished = run([goTo(oldPin), goTo(newPin), goTo(done)]);
    expect(wizardReducer(pinWizard, finished, goTo(oldPin))).toBe(finished);
  });

  it('lets the guard refuse a declared move on its data', () => {
    const atNew = run([goTo(oldPin)]);
    const shortPin: Entry = { step: 6, data: { old: '1111', pin: '22' } };
    expect(canMove(pinWizard, atNew.current, shortPin)).toBe(false);
    expect(wizardReducer(pinWizard, atNew, goTo(shortPin))).toBe(atNew);
    expect(canMove(pinWizard, atNew.current, newPin)).toBe(true);
  });

  it('next() goes to the first declared step with the data given', () => {
    const state = run([
      { type: 'next', data: { old: '1111' } },
      { type: 'next', data: { old: '1111', pin: '2222' } },
      { type: 'next', data: undefined },
    ]);
    expect(state).toEqual({ current: done, history: [pinWizard.initial, oldPin, newPin] });
  });

  it('next() is refused where no move is declared, or when the guard refuses', () => {
    const finished = run([goTo(oldPin), goTo(newPin), goTo(done)]);
    expect(wizardReducer(pinWizard, finished, { type: 'next', data: undefined })).toBe(finished);
    const atNew = run([goTo(oldPin)]);
    const bad = wizardReducer(pinWizard, atNew, { type: 'next', data: { old: '1', pin: 'x' } });
    expect(bad).toBe(atNew);
  });

  it('back() returns to the previous entry with its data', () => {
    const state = run([goTo(oldPin), goTo(newPin), { type: 'back' }]);
    expect(state).toEqual({ current: oldPin, history: [pinWizard.initial] });
    expect(run([{ type: 'back' }], state)).toEqual(startWizard(pinWizard));
  });

  it('refuses back() with no history, or when the step does not declare the way back', () => {
    const start = startWizard(pinWizard);
    expect(wizardReducer(pinWizard, start, { type: 'back' })).toBe(start);
    const finished = run([goTo(oldPin), goTo(newPin), goTo(done)]);
    expect(wizardReducer(pinWizard, finished, { type: 'back' })).toBe(finished);
  });

  it('rewinds the history when going to a step already in it', () => {
    const state = run([goTo(oldPin), goTo(newPin), goTo({ step: 5, data: { old: '3333' } })]);
    expect(state).toEqual({
      current: { step: 5, data: { old: '3333' } },
      history: [pinWizard.initial],
    });
  });

  it('reset() starts again from any step, at the initial entry or the given start', () => {
    const steps: WizardState<PinSteps>[] = [
      startWizard(pinWizard),
      run([goTo(oldPin)]),
      run([goTo(oldPin), goTo(newPin)]),
      run([goTo(oldPin), goTo(newPin), goTo(done)]),
    ];
    for (const state of steps) {
      expect(run([{ type: 'reset' }], state)).toEqual(startWizard(pinWizard));
      expect(run([{ type: 'reset', to: oldPin }], state)).toEqual({ current: oldPin, history: [] });
    }
  });
});
