import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

const tones = {
  error: 'border-danger/30 bg-danger-light text-danger',
  success: 'border-success/30 bg-success-light text-success',
  info: 'border-primary/30 bg-primary-light text-primary',
};

export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
