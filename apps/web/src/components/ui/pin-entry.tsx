import { PIN_LENGTH } from '@olivia/contracts/limits';
import { OtpInput } from './otp-input';
import { PinKeypad } from './pin-keypad';

interface PinEntryProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A PIN as docs/product/screens.md takes it: the one-time-code input's 4 boxes (typed, pasted) and
 * the shuffled keypad (tapped), writing the same value.
 */
export function PinEntry({ label, value, onChange, error, disabled }: PinEntryProps) {
  return (
    <div className="space-y-4 text-center">
      <p aria-hidden="true" className="text-sm font-semibold text-dark dark:text-gray-100">
        {label}
      </p>
      <OtpInput
        label={label}
        value={value}
        onChange={onChange}
        length={PIN_LENGTH}
        mode="number"
        masked
        centered
        error={error}
        disabled={disabled}
      />
      <PinKeypad value={value} onChange={onChange} disabled={disabled} indicator={false} />
    </div>
  );
}
