import type { InventoryItem } from '@olivia/contracts/inventory';
import { useTranslation } from 'react-i18next';

export type StockLevel = 'out' | 'low' | 'ok';

/** None left, at or below the threshold, or enough. */
export function stockLevelOf(item: Pick<InventoryItem, 'stock' | 'low'>): StockLevel {
  if (item.stock <= 0) return 'out';
  return item.low ? 'low' : 'ok';
}

const tones: Record<Exclude<StockLevel, 'ok'>, string> = {
  out: 'bg-danger-light text-danger-dark',
  low: 'bg-warning/15 text-warning-dark dark:text-warning',
};

/** 'Out of stock' in red or 'Low stock' in amber; nothing while there is enough. */
export function StockLevelBadge({ level }: { level: StockLevel }) {
  const { t } = useTranslation('inventory');
  if (level === 'ok') return null;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[level]}`}
    >
      {t(`level.${level}`)}
    </span>
  );
}

const statusTones: Record<InventoryItem['status'], string> = {
  active: 'bg-success-light text-success-dark',
  draft: 'bg-primary-light text-primary-dark',
  archived: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
};

/** The product's status: only active products sell. */
export function ProductStatusBadge({ status }: { status: InventoryItem['status'] }) {
  const { t } = useTranslation('inventory');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
