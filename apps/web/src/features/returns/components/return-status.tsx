import { RETURN_STATUSES, type Return } from '@olivia/contracts/returns';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';

type ReturnStatus = Return['status'];

const tones: Record<ReturnStatus, string> = {
  requested: 'bg-warning/15 text-warning-dark dark:text-warning',
  received: 'bg-success-light text-success-dark',
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

interface ReturnStatusFilterProps {
  value: ReturnStatus | undefined;
  onChange: (status: ReturnStatus | undefined) => void;
}

/** Narrows the list to one status. */
export function ReturnStatusFilter({ value, onChange }: ReturnStatusFilterProps) {
  const { t } = useTranslation('returns');
  return (
    <ChoiceFilter
      label={t('status.label')}
      allLabel={t('status.all')}
      choices={RETURN_STATUSES}
      labelOf={(status) => t(`status.${status}`)}
      value={value}
      onChange={onChange}
      className="w-full sm:w-52"
    />
  );
}
