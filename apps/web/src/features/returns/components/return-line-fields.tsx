import type { OrderDetail } from '@olivia/contracts/orders';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { numberValue, returnable, type returnFormSchema } from './return-form-schema';

type Fields = FormDrawerFields<ReturnType<typeof returnFormSchema>>;

/**
 * The found order in one line, then which of its lines comes back, how many (at most what was
 * ordered and not yet returned) and why.
 */
export function ReturnLineFields({ order, form, errorOf }: Fields & { order: OrderDetail }) {
  const { t } = useTranslation('returns');
  const itemid = useWatch({ control: form.control, name: 'itemid' });
  const lines = order.items.filter((line) => returnable(line) > 0);
  const chosen = lines.find((line) => line.id === itemid);
  const options = [
    { value: '', label: t('form.chooseLine') },
    ...lines.map((line) => ({
      value: line.id,
      label: t('form.lineOption', {
        name: line.variant ? `${line.name} (${line.variant})` : line.name,
        max: returnable(line),
        quantity: line.quantity,
      }),
    })),
  ];

  return (
    <>
      <p role="status" className="rounded-md bg-gray-50 px-4 py-3 text-sm dark:bg-gray-800">
        {t('form.orderFound', {
          number: order.number,
          customer: order.customer.name,
          status: t(`orderStatus.${order.orderStatus}`),
        })}
      </p>
      {lines.length === 0 ? (
        <Alert tone="info">{t('form.nothingToReturn')}</Alert>
      ) : (
        <>
          <SelectField
            label={t('form.line')}
            options={options}
            {...form.register('itemid')}
            error={errorOf('itemid') && t('form.lineRequired')}
          />
          <TextField
            label={t('form.quantity')}
            inputMode="numeric"
            autoComplete="off"
            hint={chosen ? t('form.quantityHint', { max: returnable(chosen) }) : undefined}
            {...form.register('quantity', { setValueAs: numberValue })}
            error={errorOf('quantity')}
          />
        </>
      )}
      <TextareaField
        label={t('form.reason')}
        rows={3}
        maxLength={500}
        {...form.register('reason')}
        error={errorOf('reason')}
      />
    </>
  );
}
