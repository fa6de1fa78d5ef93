import {
  ADDRESS_KINDS,
  NIGERIAN_STATES,
  type AddressKind,
  type NigerianState,
} from '@olivia/contracts/addresses';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/resource/choice-filter';

export interface AddressFilterValues {
  kind?: AddressKind | undefined;
  state?: NigerianState | undefined;
}

interface AddressFiltersProps {
  values: AddressFilterValues;
  /** The state filter is for NGN stores, whose addresses have one. */
  withState: boolean;
  onChange: (values: AddressFilterValues) => void;
}

/** Narrows the address book by kind and, in Nigeria, by state. */
export function AddressFilters({ values, withState, onChange }: AddressFiltersProps) {
  const { t } = useTranslation('addresses');
  // full width on a phone: 'Alle Bundesstaaten' does not fit half of 390 px
  const width = 'w-full sm:w-44';
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceFilter
        label={t('filters.kind')}
        allLabel={t('filters.allKinds')}
        choices={ADDRESS_KINDS}
        labelOf={(kind) => t(`kinds.${kind}`)}
        value={values.kind}
        onChange={(kind) => onChange({ kind })}
        className={width}
      />
      {withState ? (
        <ChoiceFilter
          label={t('filters.state')}
          allLabel={t('filters.allStates')}
          choices={NIGERIAN_STATES}
          labelOf={(state) => (state === 'FCT' ? t('fct') : state)}
          value={values.state}
          onChange={(state) => onChange({ state })}
          className={width}
        />
      ) : null}
    </div>
  );
}
