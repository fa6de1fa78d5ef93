import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date-time';
import { useFlows } from '../api/transactions-api';
import { changePercent, flowBars, flowTotals, type FlowBar } from './flows-chart-model';

const WIDTH = 720;
const HEIGHT = 180;
const GAP = 0.2;

interface FlowsChartProps {
  from: string;
  to: string;
}

/** Dashed line through the previous period's values at each bar's centre. */
function previousLine(
  bars: readonly FlowBar[],
  key: 'previousInflow' | 'previousOutflow',
  y: (v: number) => number,
) {
  const step = WIDTH / bars.length;
  return bars.map((bar, index) => `${(index + 0.5) * step},${y(bar[key])}`).join(' ');
}

/**
 * Beyond docs/product (issue 14): money in and out over the dashboard's date range, bar by bar,
 * with the period just before it as dashed lines and in the totals. Drawn as SVG (no chart
 * library), with the figures also in a table for screen readers.
 */
export function FlowsChart({ from, to }: FlowsChartProps) {
  const { t, i18n } = useTranslation('transactions');
  const flows = useFlows({ from, to });
  if (flows.isError) return <p className="text-sm text-danger">{t('flows.failed')}</p>;
  if (!flows.data) return <div className="h-56" aria-hidden="true" />;

  const { current, previous, currency } = flows.data;
  const bars = flowBars(current, previous);
  const totals = flowTotals(current, previous);
  const money = (value: number) => formatMoney(value, currency);
  const day = (value: string) => formatDay(value, currency, { language: i18n.language });
  const top = Math.max(
    1,
    ...bars.flatMap((b) => [b.inflow, b.outflow, b.previousInflow, b.previousOutflow]),
  );
  const y = (value: number) => HEIGHT - (value / top) * (HEIGHT - 8);
  const step = WIDTH / bars.length;
  const barWidth = (step * (1 - GAP)) / 2;
  const change = (now: number, before: number) => {
    const percent = changePercent(now, before);
    return percent === null
      ? t('flows.noPrevious')
      : t('flows.change', { percent: `${percent > 0 ? '+' : ''}${percent}` });
  };

  return (
    <figure className="space-y-3">
      <figcaption className="grid gap-3 text-sm sm:grid-cols-2">
        {(['inflow', 'outflow'] as const).map((key) => {
          const before = key === 'inflow' ? totals.previousInflow : totals.previousOutflow;
          return (
            <div key={key} className="rounded-md bg-gray-50 px-3 py-2 dark:bg-gray-800">
              <p className="text-gray-600 dark:text-gray-300">{t(`flows.${key}s`)}</p>
              <p className="text-base font-semibold text-dark dark:text-white">
                {money(totals[key])}
              </p>
              <p className="text-xs text-gray-500 dark:text-gray-400">
                {t('flows.previous', { amount: money(before) })} · {change(totals[key], before)}
              </p>
            </div>
          );
        })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('flows.label', { from: day(from), to: day(to) })}
        className="h-44 w-full"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-gray-200 dark:stroke-gray-700"
        />
        {bars.map((bar, index) => {
          const x = index * step + (step * GAP) / 2;
          return (
            <g key={bar.day}>
              <rect
                x={x}
                y={y(bar.inflow)}
                width={barWidth}
                height={HEIGHT - y(bar.inflow)}
                className="fill-success"
              />
              <rect
                x={x + barWidth}
                y={y(bar.outflow)}
                width={barWidth}
                height={HEIGHT - y(bar.outflow)}
                className="fill-danger"
              />
            </g>
          );
        })}
        <polyline
          points={previousLine(bars, 'previousInflow', y)}
          fill="none"
          strokeDasharray="6 4"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-success/60"
        />
        <polyline
          points={previousLine(bars, 'previousOutflow', y)}
          fill="none"
          strokeDasharray="6 4"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-danger/60"
        />
      </svg>
      <div
        className="flex justify-between text-xs text-gray-500 dark:text-gray-400"
        aria-hidden="true"
      >
        <span>{day(from)}</span>
        <span>{day(to)}</span>
      </div>
      <ul
        className="flex flex-wrap gap-4 text-xs text-gray-600 dark:text-gray-300"
        aria-hidden="true"
      >
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-success" />
          {t('flows.inflows')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-danger" />
          {t('flows.outflows')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="w-4 border-t-2 border-dashed border-gray-400" />
          {t('flows.previousPeriod')}
        </li>
      </ul>
      <table className="sr-only">
        <caption>{t('flows.label', { from: day(from), to: day(to) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('flows.day')}</th>
            <th scope="col">{t('flows.inflows')}</th>
            <th scope="col">{t('flows.outflows')}</th>
            <th scope="col">{t('flows.previousInflows')}</th>
            <th scope="col">{t('flows.previousOutflows')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.day}>
              <th scope="row">{day(bar.day)}</th>
              <td>{money(bar.inflow)}</td>
              <td>{money(bar.outflow)}</td>
              <td>{money(bar.previousInflow)}</td>
              <td>{money(bar.previousOutflow)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
