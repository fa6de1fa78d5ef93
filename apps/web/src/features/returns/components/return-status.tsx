import { RETURN_STATUSES, type Return } from '@olivia/contracts/store-admin';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

type ReturnStatus = Return['status'];

const tones: Record<ReturnStatus, string> = {
  requested: 'bg-warning/15 text-warning',
  received: 'bg-success-light text-success',
  rejected: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
};

/** Requested (waiting for the units), received (restocked) or rejected. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

const isStatus = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value);

interface ReturnStatusFilterProps {
  value: ReturnStatus | undefined;
  onChange: (status: ReturnStatus | undefined) => void;
}

/** Narrows the list to one status. */
export function ReturnStatusFilter({ value, onChange }: ReturnStatusFilterProps) {
  const { t } = useTranslation('returns');
  const options = [
    { value: '', label: t('status.all') },
    ...RETURN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    <SelectField
      label={t('status.label')}
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : undefined)}
      className="w-full sm:w-52"
    />
  );
}
