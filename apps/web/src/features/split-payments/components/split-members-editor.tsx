import { SPLIT_MEMBERS_MAX, type SplitGroupRequestSchema } from '@olivia/contracts/split-payments';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useActivePayees } from '../api/split-payments-api';

/** A number field's text as a number; '' stays NaN so the contract says what is wrong. */
const numberValue = (text: unknown) =>
  text === '' || text === null || text === undefined ? Number.NaN : Number(text);

/** The split's payees, 1 to 5, each with a share: a percentage or an amount, as the type says. */
export function SplitMembersEditor({
  form,
  errorOf,
}: FormDrawerFields<typeof SplitGroupRequestSchema>) {
  const { t } = useTranslation('splitPayments');
  const translate = useTranslateMessage();
  const payees = useActivePayees();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'members' });
  const type = form.watch('type');
  const membersError = form.formState.errors.members;
  const listError = translate(membersError?.root?.message ?? membersError?.message);
  const options = [
    { value: '', label: t('groupForm.choosePayee') },
    ...(payees.data?.content ?? []).map((payee) => ({
      value: payee.id,
      label: `${payee.name} (${payee.bankname} ${payee.accountnumber})`,
    })),
  ];

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('groupForm.members')}
      </legend>
      {payees.data?.total === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('groupForm.noPayees')}</p>
      )}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem] dark:border-gray-700"
        >
          <legend className="px-1 text-sm font-semibold">
            {t('groupForm.member', { number: index + 1 })}
          </legend>
          <SelectField
            label={t('groupForm.payee')}
            options={options}
            {...form.register(`members.${index}.payeeid`)}
            error={errorOf(`members.${index}.payeeid`)}
          />
          <TextField
            label={t(type === 'flat' ? 'groupForm.shareAmount' : 'groupForm.sharePercent')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...form.register(`members.${index}.share`, { setValueAs: numberValue })}
            error={errorOf(`members.${index}.share`)}
          />
          <div className="sm:col-span-2">
            <Button variant="outline" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('groupForm.removeMember', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {fields.length < SPLIT_MEMBERS_MAX && (
        <Button variant="outline" onClick={() => append({ payeeid: '', share: Number.NaN })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('groupForm.addMember')}
        </Button>
      )}
    </fieldset>
  );
}
