import { formatMoney } from '@olivia/contracts/format-money';
import type { SettlementRecord } from '@olivia/contracts/settlement';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session';
import { SettlementStatus } from './settlement-status';

const cell = 'px-3 py-2 whitespace-nowrap';

/**
 * The settlements of the chosen days; on a narrow screen the table scrolls sideways. Values sit
 * in <bdi> so a right-to-left layout does not reorder a date's or an amount's parts.
 */
export function SettlementTable({ settlements }: { settlements: readonly SettlementRecord[] }) {
  const { t, i18n } = useTranslation('settlement');
  const currency = useSession((state) => state.user?.currency);

  return (
    <div className="overflow-x-auto rounded-md border border-gray-200 dark:border-gray-700">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('history.title')}</caption>
        <thead className="bg-gray-50 text-xs text-gray-500 uppercase dark:bg-gray-800 dark:text-gray-400">
          <tr>
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t('history.date')}
            </th>
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t('history.account')}
            </th>
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t('history.bank')}
            </th>
            <th scope="col" className={`${cell} text-end font-semibold`}>
              {t('history.amount')}
            </th>
            <th scope="col" className={`${cell} text-start font-semibold`}>
              {t('history.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 text-dark dark:divide-gray-800 dark:text-gray-200">
          {settlements.map((settlement) => (
            <tr key={settlement.ref}>
              <td className={cell}>
                <bdi>
                  {formatDateTime(settlement.createdat, currency, { language: i18n.language })}
                </bdi>
              </td>
              <td className={`${cell} tabular-nums`}>
                <bdi>{settlement.accountnumber}</bdi>
              </td>
              <td className={cell}>
                <bdi>{settlement.bank}</bdi>
              </td>
              <td className={`${cell} text-end font-semibold tabular-nums`}>
                <bdi>{formatMoney(settlement.amount, currency)}</bdi>
              </td>
              <td className={cell}>
                <SettlementStatus status={settlement.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
