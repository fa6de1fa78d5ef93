import { useId, type ComponentPropsWithRef } from 'react';
import { inputClassName } from './text-field';
import { FieldError, FieldLabel } from './field-parts';

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
}

export function SelectField({ label, options, error, className = '', ...props }: SelectFieldProps) {
  const id = useId();
  const border = error ? 'border-danger' : 'border-gray-200 dark:border-gray-700';
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClassName} ${border}`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
