import {
  SPLIT_BEARERS,
  SPLIT_TYPES,
  SplitGroupRequestSchema,
  type SplitGroupRequest,
} from '@olivia/contracts/split-payments';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useActivePayees } from '../api/split-payments-api';
import { SplitMembersEditor } from './split-members-editor';
import { SplitPreview } from './split-preview';

interface SplitGroupFormDrawerProps {
  title: string;
  defaultValues: DefaultValues<SplitGroupRequest>;
  submitLabel: string;
  onSubmit: (values: z.output<typeof SplitGroupRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/** A split's drawer: who gets what, who bears the fee, where it applies, and a live preview. */
export function SplitGroupFormDrawer(props: SplitGroupFormDrawerProps) {
  const { t } = useTranslation('splitPayments');
  const payees = useActivePayees();
  const nameOf = (id: string) =>
    payees.data?.content.find((payee) => payee.id === id)?.name ?? t('groupForm.payee');
  return (
    <FormDrawer
      {...props}
      size="lg"
      description={t('groupForm.intro')}
      schema={SplitGroupRequestSchema}
    >
      {(fields) => {
        const { form, errorOf } = fields;
        return (
          <>
            <TextField
              label={t('groupForm.name')}
              maxLength={80}
              {...form.register('name')}
              error={errorOf('name')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('groupForm.type')}
                options={SPLIT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
                {...form.register('type')}
                error={errorOf('type')}
              />
              <SelectField
                label={t('groupForm.bearer')}
                options={SPLIT_BEARERS.map((bearer) => ({
                  value: bearer,
                  label: t(`bearer.${bearer}`),
                }))}
                {...form.register('bearer')}
                error={errorOf('bearer')}
              />
            </div>
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('groupForm.bearerHint')}</p>
            <SplitMembersEditor {...fields} />
            <SplitPreview values={form.watch()} names={nameOf} />
            <CheckboxField
              label={t('groupForm.storefront')}
              hint={t('groupForm.storefrontHint')}
              {...form.register('storefront')}
            />
            <CheckboxField label={t('groupForm.activeField')} {...form.register('active')} />
          </>
        );
      }}
    </FormDrawer>
  );
}
