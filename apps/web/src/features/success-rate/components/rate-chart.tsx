import type { SuccessRate } from '@olivia/contracts/success-rate';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date-time';
import { useRateFormat } from '../hooks/use-rate-format';
import { ratePath } from './rate-chart-model';

const WIDTH = 720;
const HEIGHT = 180;
const GRID = [1, 0.5, 0] as const;

/**
 * The daily rate over the period, with the previous period dashed at the same positions; days with
 * no attempts are gaps. Drawn as SVG like the dashboard's flows chart (no chart library), with the
 * figures also in a table for screen readers.
 */
export function RateChart({ rate }: { rate: SuccessRate }) {
  const { t, i18n } = useTranslation('successRate');
  const format = useRateFormat();
  const day = (value: string) => formatDay(value, 'NGN', { language: i18n.language });
  const y = (value: number) => 4 + (1 - value) * (HEIGHT - 8);
  const label = t('chart.label', { from: day(rate.from), to: day(rate.to) });

  return (
    <figure className="space-y-3 rounded-md bg-white p-4 shadow-sm dark:bg-gray-900">
      <figcaption className="text-lg font-semibold text-dark dark:text-white">
        {t('chart.title')}
      </figcaption>
      <div className="flex gap-2">
        <div
          className="flex h-44 flex-col justify-between text-right text-xs text-gray-500 dark:text-gray-400"
          aria-hidden="true"
        >
          {GRID.map((value) => (
            <span key={value}>{format.percent(value)}</span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
          className="h-44 w-full min-w-0"
        >
          {GRID.map((value) => (
            <line
              key={value}
              x1={0}
              x2={WIDTH}
              y1={y(value)}
              y2={y(value)}
              vectorEffect="non-scaling-stroke"
              className="stroke-gray-200 dark:stroke-gray-700"
            />
          ))}
          <path
            d={ratePath(
              rate.previousdays.map((d) => d.rate),
              WIDTH,
              y,
            )}
            fill="none"
            strokeDasharray="6 4"
            strokeWidth={2}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
            className="stroke-gray-400"
          />
          <path
            d={ratePath(
              rate.days.map((d) => d.rate),
              WIDTH,
              y,
            )}
            fill="none"
            strokeWidth={3}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className="stroke-primary"
          />
        </svg>
      </div>
      <div
        className="flex justify-between text-xs text-gray-500 dark:text-gray-400"
        aria-hidden="true"
      >
        <span>{day(rate.from)}</span>
        <span>{day(rate.to)}</span>
      </div>
      <ul
        className="flex flex-wrap gap-4 text-xs text-gray-600 dark:text-gray-300"
        aria-hidden="true"
      >
        <li className="flex items-center gap-1.5">
          <span className="w-4 border-t-2 border-primary" />
          {t('chart.thisPeriod')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="w-4 border-t-2 border-dashed border-gray-400" />
          {t('chart.previousPeriod')}
        </li>
        <li>{t('chart.gaps')}</li>
      </ul>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.thisPeriod')}</th>
            <th scope="col">{t('chart.previousDay')}</th>
            <th scope="col">{t('chart.previousPeriod')}</th>
          </tr>
        </thead>
        <tbody>
          {rate.days.map((current, index) => {
            const before = rate.previousdays[index];
            return (
              <tr key={current.day}>
                <th scope="row">{day(current.day)}</th>
                <td>{format.percent(current.rate)}</td>
                <td>{before ? day(before.day) : ''}</td>
                <td>{before ? format.percent(before.rate) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
