import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from './field-parts';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: string;
  /** A line under the label saying what the choice means. */
  hint?: string;
  error?: string | undefined;
}

/** A checkbox with its label (and hint) beside it, e.g. a permission flag. */
export function CheckboxField({
  label,
  hint,
  error,
  className = '',
  ...props
}: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-gray-300 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
        {...props}
      />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-dark dark:text-gray-200">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-500 dark:text-gray-400">
            {hint}
          </p>
        )}
        <FieldError fieldId={id} error={error} />
      </div>
    </div>
  );
}
