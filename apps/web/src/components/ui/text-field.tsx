import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldLabel } from './field-parts';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** For passwords: a button that shows or hides what was typed. */
  revealable?: boolean;
}

export const inputClassName =
  'block w-full rounded-md border bg-white px-4 py-2 text-sm text-dark outline-none transition placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-gray-100 dark:bg-gray-900 dark:text-gray-100';

export function TextField({
  label,
  error,
  hint,
  revealable = false,
  type = 'text',
  className = '',
  ...props
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const border = error ? 'border-danger' : 'border-gray-200 dark:border-gray-700';

  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClassName} ${border} ${revealable ? 'pr-11' : ''}`}
          {...props}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? t('actions.hidePassword') : t('actions.showPassword')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-gray-500 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            <EyeIcon crossed={revealed} />
          </button>
        )}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </div>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className="size-5"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
