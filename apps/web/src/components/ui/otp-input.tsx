import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-parts';

/** docs/product/rules.md: a one-time code has 4 characters unless a screen says otherwise. */
export const OTP_LENGTH = 4;

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** `number` takes digits only. */
  mode?: 'number' | 'text';
  /** The group's accessible name; 'One-time code' by default. */
  label?: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shows each character as a dot (a PIN). */
  masked?: boolean;
  /** Centres the boxes (above a keypad). */
  centered?: boolean;
}

const boxClassName =
  'size-12 shrink rounded-md min-w-0 border bg-white text-center text-lg font-semibold text-dark outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-gray-100 dark:bg-gray-900 dark:text-gray-100';

/**
 * One character per box (docs/product/screens.md). The value stays contiguous: typing into a box
 * past the end writes at the end, and clearing a box closes the gap.
 */
export function OtpInput(props: OtpInputProps) {
  const { value, onChange, length = OTP_LENGTH, mode = 'number', label, error } = props;
  const { t } = useTranslation('ui');
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, index) => value[index] ?? '');
  const accepts = (char: string) => (mode === 'number' ? /^\d$/ : /^\S$/).test(char);

  const focus = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };
  const fill = (index: number, text: string) => {
    const typed = [...text].filter(accepts);
    if (typed.length === 0) return;
    const start = Math.min(index, value.length);
    const next = chars.slice();
    typed.slice(0, length - start).forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next.join(''));
    focus(start + typed.length);
  };
  const clear = (index: number) => onChange(chars.filter((_, at) => at !== index).join(''));

  const change = (index: number, raw: string) => {
    if (raw === '') return clear(index);
    const current = chars[index];
    // Typed beside the character already there rather than over it.
    fill(
      index,
      current && raw.length === 2 && raw.includes(current) ? raw.replace(current, '') : raw,
    );
  };
  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focus(target);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (chars[index]) return clear(index);
      if (index > 0) clear(index - 1);
      focus(index - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      clear(index);
    }
  };
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div>
      <div
        role="group"
        aria-label={label ?? t('otp.label')}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`flex ${length > 4 ? 'gap-2' : 'gap-3'} ${props.centered ? 'justify-center' : ''}`}
      >
        {chars.map((char, index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            type={props.masked ? 'password' : 'text'}
            inputMode={mode === 'number' ? 'numeric' : 'text'}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a code screen is about the code
            autoFocus={props.autoFocus && index === 0}
            disabled={props.disabled}
            value={char}
            aria-label={t('otp.digit', { index: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            onFocus={(event) => event.target.select()}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            className={`${boxClassName} ${error ? 'border-danger' : 'border-gray-200 dark:border-gray-700'}`}
          />
        ))}
      </div>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
