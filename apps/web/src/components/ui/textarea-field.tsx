import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError, FieldLabel } from './field-parts';
import { inputClassName } from './text-field';

interface TextareaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A multi-line text field (a description), labelled and described like TextField. */
export function TextareaField({
  label,
  error,
  hint,
  rows = 4,
  className = '',
  ...props
}: TextareaFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const border = error ? 'border-danger' : 'border-gray-200 dark:border-gray-700';
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClassName} ${border} resize-y`}
        {...props}
      />
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </div>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
