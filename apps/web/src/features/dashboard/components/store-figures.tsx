import { formatMoney } from '@olivia/contracts/format-money';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { ArrowDownLeft, ArrowUpRight, FolderTree, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths } from '../../../lib/screen-paths';

interface StoreFiguresProps {
  figures: DashboardResponse | undefined;
  currency: string;
}

/**
 * docs/product/screens.md: product and category counts, and the last 24 hours in and out with their
 * counts.
 */
export function StoreFigures({ figures, currency }: StoreFiguresProps) {
  const { t } = useTranslation('dashboard');
  const amount = (total: number | null | undefined) =>
    total === undefined ? '…' : total === null ? '•••' : formatMoney(total, currency);
  const count = (value: number | undefined) => t('figures.transactions', { count: value ?? 0 });
  return (
    <section
      aria-label={t('figures.region')}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      <Figure
        icon={<Package aria-hidden="true" className="size-5" />}
        label={t('figures.products')}
        value={figures?.totalProducts ?? '…'}
        to={screenPaths.products}
      />
      <Figure
        icon={<FolderTree aria-hidden="true" className="size-5" />}
        label={t('figures.categories')}
        value={figures?.totalCategories ?? '…'}
        to={screenPaths.categories}
      />
      <Figure
        icon={<ArrowDownLeft aria-hidden="true" className="size-5" />}
        label={t('figures.inflows')}
        value={amount(figures?.inflowTotal)}
        detail={count(figures?.inflowsCount)}
        hidden={figures?.inflowTotal === null ? t('figures.hidden') : undefined}
        tone="text-success"
      />
      <Figure
        icon={<ArrowUpRight aria-hidden="true" className="size-5" />}
        label={t('figures.outflows')}
        value={amount(figures?.outflowTotal)}
        detail={count(figures?.outflowsCount)}
        hidden={figures?.outflowTotal === null ? t('figures.hidden') : undefined}
        tone="text-danger"
      />
    </section>
  );
}

interface FigureProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: string;
  /** Why the amount is not shown (docs/product/roles.md). */
  hidden?: string;
  tone?: string;
  to?: string;
}

function Figure({ icon, label, value, detail, hidden, tone = 'text-primary', to }: FigureProps) {
  const body = (
    <>
      <span
        className={`hidden size-10 shrink-0 items-center justify-center rounded-full sm:flex bg-gray-50 dark:bg-gray-800 ${tone}`}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-gray-500 dark:text-gray-400">{label}</p>
        <p className="truncate text-xl font-bold text-dark dark:text-white" title={hidden}>
          {value}
        </p>
        {detail && <p className="text-xs text-gray-500 dark:text-gray-400">{detail}</p>}
      </div>
    </>
  );
  const className =
    'flex items-center gap-4 rounded-md bg-white p-4 shadow-sm sm:p-5 dark:bg-gray-900';
  return to ? (
    <Link
      to={to}
      className={`${className} transition hover:ring-1 hover:ring-primary focus-visible:outline-2 focus-visible:outline-primary`}
    >
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
