import { useId, type ReactNode } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
}

/**
 * A titled list of label and value pairs: side by side from 640 px, the value under its label on
 * a phone, so a long e-mail or transaction id keeps its line.
 */
export function DetailSection({ title, fields }: { title: string; fields: DetailField[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 text-sm">
      <h3 id={id} className="font-semibold text-dark dark:text-white">
        {title}
      </h3>
      <dl className="divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-700">
        {fields.map((field) => (
          <div
            key={field.label}
            className="flex flex-col gap-0.5 px-4 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <dt className="shrink-0 text-gray-500 dark:text-gray-400">{field.label}</dt>
            <dd className="min-w-0 font-medium wrap-anywhere text-dark sm:text-end dark:text-gray-100">
              {field.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
