import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/** The store's branches (first 100 by name): their choices, and all of them for the filter. */
export function useBranchChoices() {
  return useQuery({
    queryKey: resourceKeys('branches').extra('sub-user-choices'),
    queryFn: ({ signal }) =>
      callEndpoint(branchEndpoints.list, {
        query: { page: 0, size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    select: (list) => list.content,
  });
}

/** The form's value of the select: '' is head office (no branch). */
export const branchIdValue = (value: string) => value || null;

interface BranchSelectProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The branch the sub-user is at now: kept as a choice even when deactivated. */
  current?: string | null;
}

/** Where the sub-user works: one of the store's active branches, or head office. */
export function BranchSelect({ registration, error, current }: BranchSelectProps) {
  const { t } = useTranslation('subusers');
  const branches = useBranchChoices();
  const choices = (branches.data ?? [])
    .filter((branch) => branch.active || branch.id === current)
    .map((branch) => ({ value: branch.id, label: branch.name }));
  return (
    <SelectField
      // Mounted again once the choices arrive, so it shows the value the form holds.
      key={`branch-${branches.isSuccess}`}
      label={t('form.branch')}
      options={[{ value: '', label: t('form.noBranch') }, ...choices]}
      {...registration}
      error={error}
    />
  );
}
