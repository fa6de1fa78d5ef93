import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useBranchChoices } from './branch-select';

interface BranchFilterProps {
  value: string | undefined;
  onChange: (branch: string | undefined) => void;
}

/** Narrows the list to the sub-users of one branch; shown once the store has a branch. */
export function BranchFilter({ value, onChange }: BranchFilterProps) {
  const { t } = useTranslation('subusers');
  const branches = useBranchChoices().data ?? [];
  if (branches.length === 0 && !value) return null;
  return (
    <SelectField
      label={t('filters.branch')}
      options={[
        { value: '', label: t('filters.allBranches') },
        ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      className="w-full sm:w-52"
    />
  );
}
