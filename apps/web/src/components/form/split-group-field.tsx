import { splitGroupEndpoints } from '@olivia/contracts/split-payment-endpoints';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../lib/api-client';
import { resourceKeys } from '../../lib/resource-keys';
import { useSession } from '../../lib/session';
import { SelectField } from '../ui/select-field';

/** '' (no split) as the contract's null; a group's id as itself. */
export const splitGroupValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : String(value);

type SplitGroupFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  error?: string | undefined;
};

/**
 * Which split shares a link's or an invoice's payments (ADR 0031): none, or one of the store's
 * active splits. Shown to stores paid in naira that have a split, or a link or invoice using one.
 */
export function SplitGroupField({ error, ...select }: SplitGroupFieldProps) {
  const { t } = useTranslation('common');
  const naira = useSession((state) => state.user?.currency === 'NGN');
  const groups = useQuery({
    queryKey: resourceKeys('split-groups').extra('choices'),
    queryFn: ({ signal }) =>
      callEndpoint(splitGroupEndpoints.list, {
        query: { active: 'true', size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    enabled: naira,
    staleTime: 60_000,
  });
  const choices = groups.data?.content ?? [];
  if (!naira || choices.length === 0) return null;
  return (
    <SelectField
      label={t('splitField.label')}
      options={[
        { value: '', label: t('splitField.none') },
        ...choices.map((group) => ({ value: group.id, label: group.name })),
      ]}
      error={error}
      {...select}
    />
  );
}
