interface StatusBadgeProps {
  /** The server's status code (e.g. SUCCESSFUL, PENDING, FAILED): it picks the colour. */
  status: string;
  /** What the badge says: the status in the reader's language. */
  label?: string;
}

function toneOf(status: string): string {
  if (/success|complete|paid/i.test(status)) return 'bg-success-light text-success-dark';
  if (/fail|revers|declin|cancel|expire/i.test(status)) return 'bg-danger-light text-danger-dark';
  if (/pend|process|progress|under/i.test(status))
    return 'bg-warning/15 text-warning-dark dark:text-warning';
  return 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300';
}

export function StatusBadge({ status, label = status }: StatusBadgeProps) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneOf(status)}`}
    >
      {label}
    </span>
  );
}
