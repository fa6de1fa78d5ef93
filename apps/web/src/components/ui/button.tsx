import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'outline' | 'danger' | 'ghost';
type Variant = ButtonVariant;

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-dark focus-visible:outline-primary',
  outline:
    'border border-primary text-primary hover:bg-primary hover:text-white focus-visible:outline-primary',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger/90 focus-visible:outline-danger',
  ghost:
    'text-dark hover:bg-gray-100 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-gray-800',
};

/** A button's look, for a link that acts as one (e.g. a link to a create drawer). */
export function buttonClassName(variant: Variant = 'primary', className = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`;
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  /** Shows a spinner and disables the button; `loadingText` replaces the label meanwhile. */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  className = '',
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, className)}
      {...props}
    >
      {loading && <Spinner />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
