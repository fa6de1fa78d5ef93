import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs in a bordered list: side by side from 640 px, the value under its label
 * on a phone so long ones (an IBAN, an email) keep to one line. Values sit in <bdi> so a
 * right-to-left layout does not reorder their parts.
 */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-md border border-gray-200 text-sm dark:divide-gray-800 dark:border-gray-700">
      {details.map((detail) => (
        <div
          key={detail.label}
          className="flex flex-col items-start gap-0.5 px-4 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <dt className="shrink-0 text-gray-500 dark:text-gray-400">{detail.label}</dt>
          <dd className="min-w-0 font-semibold wrap-break-word text-dark sm:text-end dark:text-gray-100">
            <bdi>{detail.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
