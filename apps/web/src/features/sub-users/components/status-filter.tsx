import { SUB_USER_STATUSES, type SubUserStatus } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

interface StatusFilterProps {
  value: SubUserStatus | undefined;
  onChange: (status: SubUserStatus | undefined) => void;
}

const isStatus = (value: string): value is SubUserStatus =>
  (SUB_USER_STATUSES as readonly string[]).includes(value);

/** Narrows the list to invited, active or disabled sub-users. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('subusers');
  const options = [
    { value: '', label: t('status.all') },
    ...SUB_USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
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
