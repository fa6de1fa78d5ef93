import type { Advert } from '@olivia/contracts/adverts';
import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { useEndAdvert, usePauseAdvert, useResumeAdvert } from '../api/adverts-api';

export type AdvertAction = 'pause' | 'resume' | 'end';

export interface PendingAdvertAction {
  action: AdvertAction;
  row: Advert;
}

/** What ending it now gives back: the days it has not run (today counts once it started). */
const unusedAmount = (row: Advert) => Math.max(0, row.numberofdays - row.daysrun) * row.dailyBudget;

interface AdvertConfirmationProps {
  pending: PendingAdvertAction | null;
  onClose: () => void;
}

/** Asks before pausing, resuming or ending a campaign; ending says what goes back. */
export function AdvertConfirmation({ pending, onClose }: AdvertConfirmationProps) {
  const { t } = useTranslation('adverts');
  const pause = usePauseAdvert();
  const resume = useResumeAdvert();
  const end = useEndAdvert();
  if (!pending) return null;
  const { action, row } = pending;
  const refund = unusedAmount(row);
  const values = {
    domain: row.domain,
    count: row.numberofdays - row.daysrun,
    amount: formatMoney(refund, row.currency),
  };
  const body =
    action === 'end' && refund === 0
      ? t('confirm.endBodyNoRefund')
      : t(`confirm.${action}Body`, values);

  const run = async () => {
    if (action === 'pause') await pause.mutateAsync(row.id);
    if (action === 'resume') await resume.mutateAsync(row.id);
    if (action !== 'end') return toastSuccess(t(`toasts.${action}d`, values));
    const ended = await end.mutateAsync(row.id);
    const amount = formatMoney(ended.refunded, ended.currency);
    toastSuccess(
      ended.refunded > 0 ? t('toasts.refunded', { ...values, amount }) : t('toasts.ended', values),
    );
  };

  return (
    <ConfirmDialog
      key={`${action}-${row.id}`}
      open
      title={t(`confirm.${action}Title`, values)}
      message={body}
      confirmLabel={t(`actions.${action}`)}
      tone={action === 'end' ? 'danger' : 'primary'}
      onConfirm={run}
      onClose={onClose}
    />
  );
}
