import type { AttemptCounts } from '@olivia/contracts/success-rate';
import { useTranslation } from 'react-i18next';
import { useRateFormat } from '../hooks/use-rate-format';

interface RateTableProps {
  title: string;
  /** The first column's heading: what each row is (a channel, a bank). */
  nameHeading: string;
  rows: readonly (AttemptCounts & { name: string })[];
}

const COLUMNS = ['attempted', 'successful', 'failed', 'abandoned'] as const;

/** A small table of counts and rates (by channel, by bank); it scrolls sideways on a phone. */
export function RateTable({ title, nameHeading, rows }: RateTableProps) {
  const { t } = useTranslation('successRate');
  const format = useRateFormat();
  return (
    <section className="min-w-0 space-y-2 rounded-md bg-white p-4 shadow-sm dark:bg-gray-900">
      <h2 className="text-lg font-semibold text-dark dark:text-white">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500 dark:text-gray-400">{t('tables.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-left text-gray-600 dark:border-gray-700 dark:text-gray-300">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {nameHeading}
                </th>
                {COLUMNS.map((key) => (
                  <th key={key} scope="col" className="px-2 py-2 text-right font-medium">
                    {t(`counts.${key}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  {t('tables.rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.name}
                  className="border-b border-gray-100 last:border-0 dark:border-gray-800"
                >
                  <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                    {row.name}
                  </th>
                  {COLUMNS.map((key) => (
                    <td key={key} className="px-2 py-2 text-right tabular-nums">
                      {format.count(row[key])}
                    </td>
                  ))}
                  <td className="py-2 pl-2 text-right font-semibold tabular-nums">
                    {format.percent(row.rate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
