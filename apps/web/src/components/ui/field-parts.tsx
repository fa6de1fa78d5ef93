import type { ReactNode } from 'react';

/** The label above a form control, shared by every field so they read alike. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="mb-1.5 block text-sm font-semibold text-dark dark:text-gray-200"
    >
      {children}
    </label>
  );
}

/** A field's error, linked to its control with aria-describedby="<fieldId>-error". */
export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-danger">
      {error}
    </p>
  );
}
