import { ADJUSTMENT_REASONS, type InventoryItem } from '@olivia/contracts/inventory';
import { orderMessages } from '@olivia/contracts/order-messages';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDrawer, type FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toastSuccess } from '../../../lib/toast';
import { useAdjustStock } from '../api/inventory-api';
import {
  adjustStockDefaults,
  adjustStockSchema,
  currentStock,
  numberValue,
} from './adjust-stock-schema';
import { variantName } from '../../../lib/variant-name';

type Fields = FormDrawerFields<ReturnType<typeof adjustStockSchema>>;

interface AdjustStockDrawerProps {
  item: InventoryItem;
  onClose: () => void;
}

/**
 * Adjusts a product's stock (or one variant's) by a signed change, with a reason and a note,
 * showing the stock it will leave; the server refuses one that would go below 0.
 */
export function AdjustStockDrawer({ item, onClose }: AdjustStockDrawerProps) {
  const { t } = useTranslation('inventory');
  const adjust = useAdjustStock();
  return (
    <FormDrawer
      title={t('adjust.title')}
      description={item.name}
      schema={adjustStockSchema(item)}
      defaultValues={adjustStockDefaults(item)}
      submitLabel={t('adjust.submit')}
      serverErrorField={(error) => {
        if (error.message === orderMessages.stockBelowZero) return 'change';
        return error.message === orderMessages.variantRequired ? 'variantid' : undefined;
      }}
      onSubmit={async (values) => {
        const movement = await adjust.mutateAsync(values);
        const name = movement.variant ? `${item.name} (${movement.variant})` : item.name;
        toastSuccess(t('toasts.adjusted', { name, stock: movement.stockafter }));
        onClose();
      }}
      onClose={onClose}
    >
      {(fields) => <AdjustStockFields item={item} {...fields} />}
    </FormDrawer>
  );
}

function AdjustStockFields({ item, form, errorOf }: Fields & { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const variantOptions = [
    { value: '', label: t('adjust.chooseVariant') },
    ...item.variants.map((variant) => ({
      value: variant.id,
      label: t('adjust.variantOption', {
        name: variantName(variant) || variant.sku,
        stock: variant.stock,
      }),
    })),
  ];
  const reasonOptions = ADJUSTMENT_REASONS.map((reason) => ({
    value: reason,
    label: t(`reasons.${reason}`),
  }));
  return (
    <>
      {item.variants.length > 0 && (
        <SelectField
          label={t('adjust.variant')}
          options={variantOptions}
          {...form.register('variantid', { setValueAs: (value: unknown) => value || null })}
          error={errorOf('variantid')}
        />
      )}
      <TextField
        label={t('adjust.change')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('adjust.changeHint')}
        {...form.register('change', { setValueAs: numberValue })}
        error={errorOf('change')}
      />
      <StockPreview item={item} form={form} />
      <SelectField
        label={t('adjust.reason')}
        options={reasonOptions}
        {...form.register('reason')}
        error={errorOf('reason')}
      />
      <TextareaField
        label={t('adjust.note')}
        rows={3}
        maxLength={500}
        {...form.register('note')}
        error={errorOf('note')}
      />
    </>
  );
}

/** The stock now and after the change, as it is typed; red when it would go below 0. */
function StockPreview({ item, form }: Pick<Fields, 'form'> & { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const [variantid, change] = useWatch({ control: form.control, name: ['variantid', 'change'] });
  const now = currentStock(item, variantid);
  if (now === undefined) {
    return <p className="text-sm text-gray-500">{t('adjust.previewChooseVariant')}</p>;
  }
  const typed = typeof change === 'number' && Number.isInteger(change) ? change : 0;
  const after = now + typed;
  return (
    <p
      role="status"
      className={`rounded-md px-4 py-3 text-sm font-medium ${after < 0 ? 'bg-danger-light text-danger' : 'bg-gray-50 text-dark dark:bg-gray-800 dark:text-gray-200'}`}
    >
      {t('adjust.preview', { now, after })}
    </p>
  );
}
