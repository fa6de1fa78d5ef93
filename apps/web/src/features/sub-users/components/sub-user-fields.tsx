import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';

/** The fields the invite and the edit forms share. */
export type SubUserFieldName =
  'firstname' | 'lastname' | 'phone' | 'allowsubusertransfer' | 'viewbalance';

interface SubUserFieldsProps {
  /** A field's registration and its translated error. */
  field: (name: SubUserFieldName) => UseFormRegisterReturn & { error?: string | undefined };
  /** The e-mail field: editable when inviting, read-only when editing. */
  email: ReactNode;
  /** The branch they work at (issue 28). */
  branch: ReactNode;
}

/** Names, e-mail, phone, branch and the two flags of docs/product/roles.md. */
export function SubUserFields({ field, email, branch }: SubUserFieldsProps) {
  const { t } = useTranslation('subusers');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.firstName')}
          autoComplete="off"
          data-autofocus
          {...field('firstname')}
        />
        <TextField label={t('form.lastName')} autoComplete="off" {...field('lastname')} />
      </div>
      {email}
      <TextField label={t('form.phone')} type="tel" autoComplete="off" {...field('phone')} />
      {branch}
      <fieldset className="space-y-3 pt-2">
        <legend className="text-sm font-semibold text-dark dark:text-gray-200">
          {t('columns.flags')}
        </legend>
        <CheckboxField
          label={t('form.allowTransfer')}
          hint={t('form.allowTransferHint')}
          {...field('allowsubusertransfer')}
        />
        <CheckboxField
          label={t('form.viewBalance')}
          hint={t('form.viewBalanceHint')}
          {...field('viewbalance')}
        />
      </fieldset>
    </>
  );
}
