import { useId, type ComponentPropsWithRef } from 'react';
import { inputClassName } from './text-field';

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
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-semibold text-dark dark:text-gray-200"
      >
        {label}
      </label>
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
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
