import { formatMoney } from '@olivia/contracts/format-money';
import type { SettlementResult } from '@olivia/contracts/settlement';
import { CheckCircle2, Clock, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { isReturned, settlementMessage, useSettlementOutcome } from './settlement-outcome';
import { DetailList } from './detail-list';
import { SettlementStatus } from './settlement-status';

const looks = {
  SUCCESSFUL: { Icon: CheckCircle2, tone: 'text-success' },
  PENDING: { Icon: Clock, tone: 'text-warning' },
  FAILED: { Icon: Undo2, tone: 'text-danger' },
  REVERSED: { Icon: Undo2, tone: 'text-danger' },
} as const;

/**
 * After step 14 (docs/product/records.md Settlement): the amount, the account it goes to, its
 * state; Done. The state follows the settlement: one the bank has not answered yet changes to paid
 * or returned when it does (`useSettlementOutcome`).
 */
export function SettlementResultStep({
  result,
  onDone,
}: {
  result: SettlementResult;
  onDone: () => void;
}) {
  const { t } = useTranslation('settlement');
  const translate = useTranslateMessage();
  const currency = useSession((state) => state.user?.currency);
  const status = useSettlementOutcome(result);
  const { Icon, tone } = looks[status];
  const amount = formatMoney(result.amount, currency);
  const message = status === result.status ? result.message : settlementMessage(status);
  const details = [
    { label: t('result.amount'), value: amount },
    { label: t('result.account'), value: `${result.bank} · ${result.accountnumber}` },
    { label: t('result.reference'), value: result.ref.toUpperCase() },
    { label: t('result.status'), value: <SettlementStatus status={status} /> },
  ];

  return (
    <div className="space-y-4">
      <div className="space-y-2 text-center">
        <Icon aria-hidden="true" className={`mx-auto size-12 ${tone}`} />
        <p role="status" className={`text-lg font-semibold ${tone}`}>
          {translate(message)}
        </p>
        {isReturned(status) && (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {t('result.returned', { amount })}
          </p>
        )}
      </div>
      <DetailList details={details} />
      <Button onClick={onDone} className="w-full">
        {t('actions.done')}
      </Button>
    </div>
  );
}
