import { PIN_LENGTH } from '@olivia/contracts/limits';
import { Delete } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secureShuffle } from './secure-shuffle';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface PinKeypadProps {
  value: string;
  onChange: (value: string) => void;
  /** How many digits the PIN takes (docs/product/rules.md: 4). */
  maxLength?: number;
  /** Orders the digits once per mount; a cryptographic Fisher–Yates by default. Tests seed it. */
  shuffle?: (digits: readonly string[]) => string[];
  disabled?: boolean;
  /** The keypad's accessible name; 'PIN keypad' by default. */
  label?: string;
  /** Shows a dot per digit entered; off when the PIN's own boxes show them. */
  indicator?: boolean;
}

const keyClassName =
  'flex h-12 items-center justify-center rounded-md bg-gray-100 text-lg font-semibold text-dark transition hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 dark:bg-gray-800 dark:text-gray-100';

/**
 * An on-screen PIN pad whose digits are in a new random order each time it opens
 * (docs/product/rules.md), so the position of taps does not give the PIN away.
 */
export function PinKeypad({
  value,
  onChange,
  maxLength = PIN_LENGTH,
  shuffle = secureShuffle,
  disabled = false,
  label,
  indicator = true,
}: PinKeypadProps) {
  const { t } = useTranslation('ui');
  const [order] = useState(() => shuffle(DIGITS));
  const full = value.length >= maxLength;
  const press = (digit: string) => {
    if (!full) onChange(`${value}${digit}`);
  };

  const digitKey = (digit: string) => (
    <button
      key={digit}
      type="button"
      className={keyClassName}
      disabled={disabled || full}
      onClick={() => press(digit)}
    >
      {digit}
    </button>
  );
  const last = order[order.length - 1];

  return (
    <div className="mx-auto w-full max-w-xs space-y-4">
      <div className={`flex justify-center gap-3 ${indicator ? '' : 'hidden'}`} aria-hidden="true">
        {Array.from({ length: maxLength }, (_, index) => (
          <span
            key={index}
            className={`size-3.5 rounded-full border-2 border-primary ${index < value.length ? 'bg-primary' : ''}`}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('pinKeypad.entered', { entered: value.length, count: maxLength })}
      </p>
      <div
        role="group"
        aria-label={label ?? t('pinKeypad.label')}
        className="grid grid-cols-3 gap-3"
      >
        {order.slice(0, -1).map(digitKey)}
        <span aria-hidden="true" />
        {last !== undefined && digitKey(last)}
        <button
          type="button"
          className={keyClassName}
          disabled={disabled || value.length === 0}
          onClick={() => onChange(value.slice(0, -1))}
          aria-label={t('pinKeypad.deleteDigit')}
        >
          <Delete aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
