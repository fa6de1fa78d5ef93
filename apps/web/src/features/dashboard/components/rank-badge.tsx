import type { Rank } from '@olivia/contracts/wallet';
import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TONES: Record<Rank, string> = {
  bronze: 'bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200',
  silver: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
  gold: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  platinum: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/40 dark:text-indigo-200',
};

/** docs/product/screens.md: the merchant's rank beside the greeting. */
export function RankBadge({ rank }: { rank: Rank }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      data-testid="rank-badge"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[rank]}`}
    >
      <Award aria-hidden="true" className="size-3.5" />
      {t('rank.badge', { rank: t(`rank.${rank}`) })}
    </span>
  );
}
