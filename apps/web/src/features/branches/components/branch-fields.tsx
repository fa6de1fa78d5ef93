import { BRANCH_KINDS, type BranchRequestSchema } from '@olivia/contracts/branches';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAddressChoices, useStaffChoices } from '../api/branches-api';
import { HoursEditor } from './hours-editor';

type Fields = FormDrawerFields<typeof BranchRequestSchema>;

interface BranchFieldsProps extends Fields {
  /** The branch's manager when it is not a sub-user (the main user), kept as a choice. */
  keptManager?: { value: string; label: string };
}

const orNull = (value: string) => value || null;

/** A branch's fields: name and type, address and phone, manager, hours, pickup, active. */
export function BranchFields(props: BranchFieldsProps) {
  const { form, errorOf, keptManager } = props;
  const { t } = useTranslation('branches');
  const addressChoices = useAddressChoices();
  const staffChoices = useStaffChoices();
  const addresses = addressChoices.data ?? [];
  const staff = staffChoices.data ?? [];
  const managers =
    keptManager && !staff.some((s) => s.value === keptManager.value)
      ? [keptManager, ...staff]
      : staff;
  const pair = 'grid gap-4 sm:grid-cols-2';
  return (
    <>
      <div className={pair}>
        <TextField
          label={t('form.name')}
          autoComplete="off"
          maxLength={80}
          data-autofocus
          {...form.register('name')}
          error={errorOf('name')}
        />
        <SelectField
          label={t('form.kind')}
          options={BRANCH_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          {...form.register('kind')}
          error={errorOf('kind')}
        />
      </div>
      <SelectField
        // Mounted again once the choices arrive, so it shows the value the form holds.
        key={`address-${addressChoices.isSuccess}`}
        label={t('form.address')}
        options={[{ value: '', label: t('form.noAddress') }, ...addresses]}
        {...form.register('addressid', { setValueAs: orNull })}
        error={errorOf('addressid')}
      />
      <div className={pair}>
        <TextField
          label={t('form.phone')}
          type="tel"
          autoComplete="off"
          maxLength={30}
          {...form.register('phone')}
          error={errorOf('phone')}
        />
        <SelectField
          key={`manager-${staffChoices.isSuccess}`}
          label={t('form.manager')}
          options={[{ value: '', label: t('form.noManager') }, ...managers]}
          {...form.register('managerid', { setValueAs: orNull })}
          error={errorOf('managerid')}
        />
      </div>
      <HoursEditor form={form} errorOf={errorOf} />
      <CheckboxField label={t('form.pickup')} {...form.register('pickup')} />
      <TextField
        label={t('form.pickupInstructions')}
        autoComplete="off"
        maxLength={300}
        {...form.register('pickupinstructions')}
        error={errorOf('pickupinstructions')}
      />
      <CheckboxField label={t('form.active')} {...form.register('active')} />
    </>
  );
}
