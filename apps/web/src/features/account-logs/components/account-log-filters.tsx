import {
  ACCOUNT_LOG_GROUPS,
  ACCOUNT_LOG_OBJECT_TYPES,
  type AccountLogGroup,
  type AccountLogObject,
} from '@olivia/contracts/account-logs';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/resource/date-range-filter';
import { SelectField } from '../../../components/ui/select-field';
import { usePeople } from '../api/account-logs-api';
import { objectLabel } from './account-log-text';

export interface AccountLogFilterValues {
  actor?: string | undefined;
  group?: AccountLogGroup | undefined;
  object?: AccountLogObject | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface AccountLogFiltersProps {
  values: AccountLogFilterValues;
  rangeError: string | undefined;
  onChange: (values: AccountLogFilterValues) => void;
}

const pick = <V extends string>(allowed: readonly V[], value: string): V | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as V) : undefined;

/** Narrows the log by person, kind of action, record and dates. */
export function AccountLogFilters({ values, rangeError, onChange }: AccountLogFiltersProps) {
  const { t } = useTranslation('accountLogs');
  const people = usePeople().data ?? [];
  const width = 'w-[calc(50%-0.375rem)] sm:w-44';
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SelectField
        label={t('filters.person')}
        options={[
          { value: '', label: t('filters.everyone') },
          ...people.map((person) => ({ value: person.id, label: person.name || person.email })),
        ]}
        value={values.actor ?? ''}
        onChange={(event) => onChange({ actor: event.target.value || undefined })}
        className={width}
      />
      <SelectField
        label={t('filters.group')}
        options={[
          { value: '', label: t('filters.allGroups') },
          ...ACCOUNT_LOG_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) })),
        ]}
        value={values.group ?? ''}
        onChange={(event) => onChange({ group: pick(ACCOUNT_LOG_GROUPS, event.target.value) })}
        className={width}
      />
      <SelectField
        label={t('filters.object')}
        options={[
          { value: '', label: t('filters.allObjects') },
          ...ACCOUNT_LOG_OBJECT_TYPES.map((type) => ({ value: type, label: objectLabel(t, type) })),
        ]}
        value={values.object ?? ''}
        onChange={(event) =>
          onChange({ object: pick(ACCOUNT_LOG_OBJECT_TYPES, event.target.value) })
        }
        className={width}
      />
      <DateRangeFilter
        from={values.from}
        to={values.to}
        error={rangeError}
        onChange={(end, value) => onChange({ [end]: value })}
        onClear={() => onChange({ from: undefined, to: undefined })}
      />
    </div>
  );
}
