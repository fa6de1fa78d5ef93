import type { ManualOrderRequestSchema } from '@olivia/contracts/manual-orders';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { useBranchChoices } from '../../../lib/branch-choices';

const NONE = 'none';

/** '' leaves the choice to the server (the sub-user's own branch), 'none' is no branch. */
const branchValue = (value: string) => (value === '' ? undefined : value === NONE ? null : value);

/**
 * Which branch's sale it is (issue 28): the store's active branches, "No branch", or by default
 * the branch of whoever takes the order. Shown only when the store has a branch.
 */
export function NewOrderBranch({
  form,
  errorOf,
}: FormDrawerFields<typeof ManualOrderRequestSchema>) {
  const { t } = useTranslation('orders');
  const branches = useBranchChoices('active');
  if (!branches.data?.length) return null;
  return (
    <SelectField
      label={t('create.branch')}
      options={[
        { value: '', label: t('create.branchDefault') },
        ...branches.data,
        { value: NONE, label: t('create.noBranch') },
      ]}
      {...form.register('branchid', { setValueAs: branchValue })}
      error={errorOf('branchid')}
    />
  );
}
