import { formatMoney } from '@olivia/contracts/format-money';
import type { TransferResult } from '@olivia/contracts/transfer';
import { CheckCircle2, Clock, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';

/**
 * Step 3 (SPEC §2): what happened to the money, then Done. The amount sent and the fee are said
 * apart; what comes back is both.
 */
export function TransferResultStep({
  result,
  onDone,
}: {
  result: TransferResult;
  onDone: () => void;
}) {
  const { t } = useTranslation('transfer');
  const translate = useTranslateMessage();
  const name = result.accountname;
  const amount = formatMoney(result.amount, 'NGN');
  const total = formatMoney(result.total, 'NGN');
  const Icon =
    result.status === 'SUCCESSFUL' ? CheckCircle2 : result.status === 'PENDING' ? Clock : Undo2;
  const tone =
    result.status === 'SUCCESSFUL'
      ? 'text-success'
      : result.status === 'PENDING'
        ? 'text-warning'
        : 'text-danger';
  const detail = {
    SUCCESSFUL: t('result.successful', { amount, name }),
    PENDING: t('result.pending', { amount, name }),
    FAILED: t('result.returned', { total }),
    REVERSED: t('result.returned', { total }),
  }[result.status];
  const returned = result.status === 'FAILED' || result.status === 'REVERSED';

  return (
    <div className="space-y-4 text-center">
      <Icon aria-hidden="true" className={`mx-auto size-12 ${tone}`} />
      <p role="status" className={`text-lg font-semibold ${tone}`}>
        {translate(result.message)}
      </p>
      <div className="space-y-1 text-sm text-gray-600 dark:text-gray-300">
        <p>{detail}</p>
        {!returned && result.fee > 0 && (
          <p>{t('result.fee', { fee: formatMoney(result.fee, 'NGN') })}</p>
        )}
      </div>
      <p className="text-xs text-gray-500">
        {t('result.reference', { ref: result.ref.toUpperCase() })}
      </p>
      <Button onClick={onDone} className="w-full">
        {t('result.done')}
      </Button>
    </div>
  );
}
