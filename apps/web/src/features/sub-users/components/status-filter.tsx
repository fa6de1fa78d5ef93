import { SUB_USER_STATUSES, type SubUserStatus } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';

interface StatusFilterProps {
  value: SubUserStatus | undefined;
  onChange: (status: SubUserStatus | undefined) => void;
}

/** Narrows the list to invited, active or disabled sub-users. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('subusers');
  return (
    <ChoiceFilter
      label={t('status.label')}
      allLabel={t('status.all')}
      choices={SUB_USER_STATUSES}
      labelOf={(status) => t(`status.${status}`)}
      value={value}
      onChange={onChange}
      className="w-full sm:w-52"
    />
  );
}
