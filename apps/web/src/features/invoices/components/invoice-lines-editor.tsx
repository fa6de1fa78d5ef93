import { formatMoney } from '@olivia/contracts/format-money';
import { INVOICE_LINES_MAX, type InvoiceRequestSchema } from '@olivia/contracts/invoices';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordSearch } from '../../../components/form/record-search';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useProductSearch } from '../../../components/form/record-searches';
import { emptyLine, numberValue } from './invoice-form-values';
import { invoiceFigures } from './invoice-math';

interface LinesEditorProps extends FormDrawerFields<typeof InvoiceRequestSchema> {
  currency: string | undefined;
}

/**
 * What is billed: lines of free text, or from one of the store's products (its name and price
 * fill in and stay editable), each a quantity at a unit price. Below 640 px a line's fields stack.
 */
export function InvoiceLinesEditor({ form, errorOf, currency }: LinesEditorProps) {
  const { t } = useTranslation('invoices');
  const { fields, append, remove, update } = useFieldArray({
    control: form.control,
    name: 'lines',
  });
  const lines = form.watch('lines');
  const full = fields.length >= INVOICE_LINES_MAX;
  const translate = useTranslateMessage();
  // A resolver puts the list's own error (no line) under `lines.root`.
  const linesError = form.formState.errors.lines;
  const listError = translate(linesError?.root?.message ?? linesError?.message);
  const lineTotal = (index: number) =>
    formatMoney(invoiceFigures({ lines: [lines[index] ?? {}] }).subtotal, currency);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-dark dark:text-gray-200">
        {t('form.lines')}
      </legend>
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem] dark:border-gray-700"
        >
          <legend className="px-1 text-sm font-semibold">
            {t('form.line', { number: index + 1 })}
          </legend>
          <TextField
            label={t('form.description')}
            autoComplete="off"
            maxLength={200}
            {...form.register(`lines.${index}.description`)}
            error={errorOf(`lines.${index}.description`)}
          />
          <TextField
            label={t('form.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...form.register(`lines.${index}.quantity`, { setValueAs: numberValue })}
            error={errorOf(`lines.${index}.quantity`)}
          />
          <TextField
            label={t('form.unitPrice')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...form.register(`lines.${index}.unitprice`, { setValueAs: numberValue })}
            error={errorOf(`lines.${index}.unitprice`)}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-3">
            <span className="text-sm">
              {t('form.lineTotal')}: <span className="font-semibold">{lineTotal(index)}</span>
            </span>
            <Button variant="outline" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('form.removeLine', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {!full && (
        <RecordSearch
          label={t('form.addProduct')}
          hint={t('form.addProductHint')}
          noMatchesText={t('form.noMatches')}
          useResults={useProductSearch}
          keyOf={(product) => product.id}
          titleOf={(product) => product.name}
          detailOf={(product) => formatMoney(product.price, currency)}
          onPick={(product) => {
            const line = {
              description: product.name,
              productid: product.id,
              quantity: 1,
              unitprice: product.price,
            };
            const last = lines.length - 1;
            const blank = lines[last];
            // The empty line a new invoice starts with takes the first product.
            if (blank && !blank.description.trim() && !blank.unitprice) update(last, line);
            else append(line);
          }}
        />
      )}
      <Button variant="outline" disabled={full} onClick={() => append(emptyLine())}>
        <Plus aria-hidden="true" className="size-4" />
        {t('form.addLine')}
      </Button>
    </fieldset>
  );
}
