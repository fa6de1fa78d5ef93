import { formatIban } from '@olivia/contracts/bank-account-formats';
import type { SettlementAccount } from '@olivia/contracts/settlement';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DetailList } from './detail-list';

/** A sort code as printed in the UK: 12-34-56. */
const formatSortCode = (sortcode: string) =>
  /^\d{6}$/.test(sortcode) ? sortcode.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3') : sortcode;

interface SettlementAccountViewProps {
  account: SettlementAccount;
  /** GBP accounts have a sort code; the other currencies an IBAN (docs/product/roles.md). */
  usesSortCode: boolean;
  onEdit: () => void;
}

/**
 * Step 16 with an account (docs/product/records.md): every field, read-only, and the ID image;
 * Edit.
 */
export function SettlementAccountView({
  account,
  usesSortCode,
  onEdit,
}: SettlementAccountViewProps) {
  const { t } = useTranslation('settlement');
  const details = [
    { label: t('account.name'), value: account.accountname },
    { label: t('account.accountNumber'), value: account.accountnumber },
    { label: t('account.bank'), value: account.bank },
    usesSortCode
      ? { label: t('account.sortCode'), value: formatSortCode(account.sortcode) }
      : { label: t('account.iban'), value: formatIban(account.iban) },
    { label: t('account.email'), value: account.email || '—' },
    { label: t('account.phone'), value: account.phone || '—' },
  ];

  return (
    <div className="space-y-4">
      <DetailList details={details} />
      <figure className="space-y-2">
        <figcaption className="text-sm font-semibold text-dark dark:text-gray-200">
          {t('account.identification')}
        </figcaption>
        <img
          src={account.identification}
          alt={t('account.identificationAlt')}
          className="max-h-56 w-full rounded-md border border-gray-200 bg-gray-50 object-contain dark:border-gray-700 dark:bg-gray-800"
        />
      </figure>
      <Button onClick={onEdit} className="w-full">
        <Pencil aria-hidden="true" className="size-4" />
        {t('actions.edit')}
      </Button>
    </div>
  );
}
