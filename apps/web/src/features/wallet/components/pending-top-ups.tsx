import type { TopUpStatusResponse } from '@olivia/contracts/top-up';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@olivia/contracts/format-money';
import { formatCountdown } from '../hooks/use-countdown';
import { useNow } from '../hooks/use-now';
import { remainingMsOf } from './top-up/top-up-rules';

interface PendingTopUpsProps {
  topUps: TopUpStatusResponse[];
  /** Reopens a top-up's payment details in the Wallet Top Up dialog. */
  onOpen: (topUp: TopUpStatusResponse) => void;
  /** On the balance card's gradient, or on a white panel. */
  tone?: 'card' | 'panel';
}

const tones = {
  card: {
    item: 'border-white/20 bg-white/10',
    muted: 'text-white/80',
    strong: 'text-white',
    button: 'bg-white text-primary hover:bg-white/90 focus-visible:outline-white',
  },
  panel: {
    item: 'border-gray-100 dark:border-gray-800',
    muted: 'text-gray-500 dark:text-gray-400',
    strong: 'text-dark dark:text-white',
    button: 'bg-primary text-white hover:bg-primary-dark focus-visible:outline-primary',
  },
};

/**
 * The store's top-ups still awaiting money: where to pay, what is still due, how long the
 * account takes payments; each reopens its payment details, so closing the dialog loses nothing.
 */
export function PendingTopUps({ topUps, onOpen, tone = 'card' }: PendingTopUpsProps) {
  const { t } = useTranslation('topup');
  const now = useNow();
  const look = tones[tone];
  return (
    <ul className="space-y-2">
      {topUps.map((topUp) => {
        const reference = topUp.reference.toUpperCase();
        const left = remainingMsOf(topUp.expiresat, now);
        return (
          <li
            key={topUp.reference}
            className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border px-3 py-2 text-xs ${look.item}`}
          >
            <div className="min-w-0">
              <p className={`font-semibold ${look.strong}`}>
                {t('pending.due', { amount: formatMoney(topUp.amountdue, topUp.currency) })}
              </p>
              <p className={`break-all ${look.muted}`}>
                {t('pending.account', { bank: topUp.accountBank, account: topUp.walletNumber })}
              </p>
              <p className={`flex flex-wrap items-center gap-x-2 ${look.muted}`}>
                <span>{reference}</span>
                <span className="flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-3" />
                  {t('pending.timeLeft', { time: formatCountdown(left) })}
                </span>
              </p>
            </div>
            <button
              type="button"
              onClick={() => onOpen(topUp)}
              aria-label={t('pending.openLabel', { reference })}
              className={`shrink-0 rounded-md px-3 py-1.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${look.button}`}
            >
              {t('pending.open')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
