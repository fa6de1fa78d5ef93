import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/** docs/product (records.md, rules.md): after a copy the button shows a check mark for 1.5 s. */
export const COPY_FEEDBACK_MS = 1500;

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name, e.g. 'Copy account number'. */
  label: string;
  /** Announced (and shown to screen readers) while the check mark is up, e.g. 'Copied'. */
  copiedLabel: string;
  className?: string;
}

/** An icon button that copies `text`; the check mark replaces the copy icon for 1.5 s. */
export function CopyButton({ text, label, copiedLabel, className = '' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    // Without clipboard access (an insecure origin, a refused permission) nothing is claimed.
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        data-copied={copied || undefined}
        className={`inline-flex items-center justify-center rounded-md p-1.5 transition hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10 ${className}`}
      >
        {copied ? (
          <Check aria-hidden="true" data-testid="copied-check" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </button>
      <span role="status" className="sr-only">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
