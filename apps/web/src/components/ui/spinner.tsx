interface SpinnerProps {
  className?: string;
}

/** A decorative spinner; whoever shows it says what is loading. */
export function Spinner({ className = 'size-4' }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}
