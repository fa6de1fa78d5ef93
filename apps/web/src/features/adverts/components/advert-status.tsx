import { ADVERT_STATUSES, type AdvertStatus } from '@olivia/contracts/adverts';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';

const tones: Record<AdvertStatus, string> = {
  scheduled: 'bg-primary-light text-primary-dark',
  running: 'bg-success-light text-success-dark',
  paused: 'bg-warning/15 text-warning-dark dark:text-warning',
  ended: 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300',
};

/** Scheduled (starts later), running, paused or ended. */
export function AdvertStatusBadge({ status }: { status: AdvertStatus }) {
  const { t } = useTranslation('adverts');
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

interface AdvertStatusFilterProps {
  value: AdvertStatus | undefined;
  onChange: (status: AdvertStatus | undefined) => void;
}

/** Narrows the list to one status. */
export function AdvertStatusFilter({ value, onChange }: AdvertStatusFilterProps) {
  const { t } = useTranslation('adverts');
  return (
    <ChoiceFilter
      label={t('status.label')}
      allLabel={t('status.all')}
      choices={ADVERT_STATUSES}
      labelOf={(status) => t(`status.${status}`)}
      value={value}
      onChange={onChange}
      className="w-full sm:w-52"
    />
  );
}
