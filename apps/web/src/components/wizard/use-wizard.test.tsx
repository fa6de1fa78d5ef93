import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useWizard } from './use-wizard';
import { defineWizard } from './wizard-machine';
import { WizardSteps } from './wizard-steps';

/** docs/product/screens.md steps 4-7: old PIN, new PIN, confirm, success. */
interface PinSteps {
  4: undefined;
  5: { old: string };
  6: { old: string; pin: string };
  7: undefined;
}

const pinWizard = defineWizard<PinSteps>()({
  initial: { step: 4, data: undefined },
  transitions: { 4: [5], 5: [6, 4], 6: [7, 5], 7: [] },
});

describe('useWizard', () => {
  it('moves through the steps, typed by step, and refuses undeclared moves', () => {
    const { result } = renderHook(() => useWizard(pinWizard));
    expect(result.current).toMatchObject({ step: 4, data: undefined, history: [] });
    expect(result.current.can(5, { old: '1111' })).toBe(true);
    expect(result.current.can(7)).toBe(false);

    act(() => result.current.goTo(7));
    expect(result.current.step).toBe(4);

    act(() => {
      const wizard = result.current;
      if (wizard.step === 4) wizard.next({ old: '1111' });
    });
    act(() => {
      const wizard = result.current;
      if (wizard.step === 5) wizard.next({ old: wizard.data.old, pin: '2222' });
    });
    expect(result.current).toMatchObject({ step: 6, data: { old: '1111', pin: '2222' } });

    act(() => result.current.back());
    expect(result.current).toMatchObject({ step: 5, data: { old: '1111' } });
  });

  it('reset() returns to the start it was given', () => {
    const { result } = renderHook(() => useWizard(pinWizard, { step: 5, data: { old: '' } }));
    act(() => result.current.goTo(6, { old: '', pin: '1234' }));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ step: 5, data: { old: '' }, history: [] });
  });

  it('offers next() only in steps that declare a move', () => {
    const { result } = renderHook(() => useWizard(pinWizard, { step: 7, data: undefined }));
    expect(result.current.next).toBeUndefined();
  });

  it('types the data of every move', () => {
    const { result } = renderHook(() => useWizard(pinWizard));
    const wizard = result.current;
    // Never called: tsc checks that these do not compile.
    const wrongMoves = () => {
      // @ts-expect-error step 5 carries the old PIN
      wizard.goTo(5);
      // @ts-expect-error step 6 carries the new PIN as well
      wizard.goTo(6, { old: '1111' });
      // @ts-expect-error next() is typed only once the step is known
      wizard.next?.({ old: '1111' });
    };
    expect(wrongMoves).toBeTypeOf('function');
  });
});

describe('WizardSteps', () => {
  function PinWizard() {
    const wizard = useWizard(pinWizard);
    const pinStep = (label: string, onDone: (value: string) => void) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDone(new FormData(event.currentTarget).get('pin') as string);
        }}
      >
        <input aria-label={label} name="pin" />
        <button type="submit">{label}</button>
      </form>
    );
    return (
      <WizardSteps
        wizard={wizard}
        render={{
          4: ({ next }) => pinStep('old', (old) => next({ old })),
          5: ({ data, next }) => pinStep('new', (pin) => next({ ...data, pin })),
          6: ({ data, next }) => pinStep('confirm', (pin) => pin === data.pin && next()),
          7: () => <p role="status">{'done'}</p>,
        }}
      />
    );
  }

  it("renders the current step's component, mounting each step afresh", async () => {
    const user = userEvent.setup();
    render(<PinWizard />);
    await user.type(screen.getByRole('textbox', { name: 'old' }), '1111');
    await user.click(screen.getByRole('button', { name: 'old' }));
    expect(screen.getByRole('textbox', { name: 'new' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'new' }), '2222');
    await user.click(screen.getByRole('button', { name: 'new' }));
    await user.type(screen.getByRole('textbox', { name: 'confirm' }), '2222');
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent('done');
  });
});
