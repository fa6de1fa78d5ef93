import { normaliseAmountInput } from '@olivia/contracts/top-up';

type InputEvent = { target: { value: string } };

/**
 * An amount field's typing rules (docs/product/rules.md): only digits and a point while typing; on
 * leaving the field, leading zeros stripped and rounded to 2 decimals. `set` writes the field's
 * value; `typed` runs after each keystroke (e.g. to clear a failure shown above the form).
 */
export function amountInputHandlers(set: (value: string) => void, typed?: () => void) {
  return {
    onChange: (event: InputEvent) => {
      set(event.target.value.replace(/[^\d.]/g, ''));
      typed?.();
    },
    onBlur: (event: InputEvent) => set(normaliseAmountInput(event.target.value)),
  };
}
