import { formatMoney } from '@olivia/contracts/format-money';
import type { TransferResult } from '@olivia/contracts/transfer';
import { CheckCircle2, Clock, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { TRANSFER_STATUS_MESSAGE, useTransferOutcome } from './transfer-outcome';

const looks = {
  SUCCESSFUL: { Icon: CheckCircle2, tone: 'text-success' },
  PENDING: { Icon: Clock, tone: 'text-warning' },
  FAILED: { Icon: Undo2, tone: 'text-danger' },
  REVERSED: { Icon: Undo2, tone: 'text-danger' },
} as const;

/**
 * Step 3 (docs/product/screens.md): what happened to the money, then Done. It follows the transfer:
 * one the bank has not answered yet changes to paid or returned when it does
 * (`useTransferOutcome`). The amount sent and the fee are said apart; what comes back is both.
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
  const status = useTransferOutcome(result);
  const { Icon, tone } = looks[status];
  const name = result.accountname;
  const amount = formatMoney(result.amount, 'NGN');
  const total = formatMoney(result.total, 'NGN');
  const detail = {
    SUCCESSFUL: t('result.successful', { amount, name }),
    PENDING: t('result.pending', { amount, name }),
    FAILED: t('result.returned', { total }),
    REVERSED: t('result.returned', { total }),
  }[status];
  const returned = status === 'FAILED' || status === 'REVERSED';
  const message = status === result.status ? result.message : TRANSFER_STATUS_MESSAGE[status];

  return (
    <div className="space-y-4 text-center">
      <Icon aria-hidden="true" className={`mx-auto size-12 ${tone}`} />
      <p role="status" className={`text-lg font-semibold ${tone}`}>
        {translate(message)}
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
