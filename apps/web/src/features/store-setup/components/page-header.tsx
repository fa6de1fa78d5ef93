import type { ReactNode } from 'react';

/** A set-up screen's heading and what it is for. */
export function PageHeader({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-dark dark:text-white">{title}</h1>
      <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{intro}</p>
    </div>
  );
}
