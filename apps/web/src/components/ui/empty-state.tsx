import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  body: string;
  action?: ReactNode;
}

export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-16 text-primary/40">
        <rect x="8" y="14" width="48" height="38" rx="6" fill="currentColor" opacity="0.25" />
        <path d="M8 26h48" stroke="currentColor" strokeWidth="3" />
        <circle cx="32" cy="39" r="6" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <h2 className="text-lg font-semibold text-dark dark:text-white">{title}</h2>
      <p className="max-w-md text-sm text-gray-500 dark:text-gray-400">{body}</p>
      {action}
    </div>
  );
}
