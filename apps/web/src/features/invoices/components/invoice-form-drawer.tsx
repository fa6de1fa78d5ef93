import { InvoiceRequestSchema, type InvoiceRequest } from '@olivia/contracts/invoices';
import { invoiceMessages } from '@olivia/contracts/invoice-messages';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SplitGroupField, splitGroupValue } from '../../../components/form/split-group-field';
import { FormDrawer, type FormDrawerFields } from '../../../components/resource/form-drawer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { InvoiceCustomerFields } from './invoice-customer-fields';
import { InvoiceDiscountField, useInvoiceDiscount } from './invoice-discount-field';
import { numberValue } from './invoice-form-values';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { invoiceFigures } from './invoice-math';
import { InvoiceSummary } from './invoice-summary';

type InvoiceBody = z.output<typeof InvoiceRequestSchema>;
type Fields = FormDrawerFields<typeof InvoiceRequestSchema>;

/** A refused discount or due date (400/409 without details) belongs under its field. */
const fieldOfError = (error: Pick<ApiError, 'message'>) => {
  if (error.message === invoiceMessages.discountAboveSubtotal) return 'discount' as const;
  if (error.message === invoiceMessages.dueDateInPast) return 'duedate' as const;
  return undefined;
};

interface InvoiceFormDrawerProps {
  title: string;
  description: string;
  defaultValues: InvoiceRequest;
  /** What Save says: 'Save draft' for a draft, 'Save changes' for a sent invoice. */
  submitLabel: string;
  /** Saves the values; `send` when 'Save and send' was pressed. */
  onSubmit: (values: InvoiceBody, send: boolean) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The new and edit drawer of an invoice, validated by the contract's `InvoiceRequestSchema`: the
 * customer, the lines, the store's discount or a code (priced by the server), an amount off, tax
 * rate, due date and notes, with a live summary. Save keeps a
 * draft; 'Save and send' saves, then sends it.
 */
export function InvoiceFormDrawer({ onSubmit, ...props }: InvoiceFormDrawerProps) {
  /** Whether the submit under way came from 'Save and send' (set as the form submits). */
  const sending = useRef(false);
  return (
    <FormDrawer
      {...props}
      size="lg"
      schema={InvoiceRequestSchema}
      serverErrorField={fieldOfError}
      onSubmit={(values) => onSubmit(values, sending.current)}
    >
      {(fields) => <InvoiceFields {...fields} sending={sending} />}
    </FormDrawer>
  );
}

function InvoiceFields(props: Fields & { sending: { current: boolean } }) {
  const { form, errorOf, sending } = props;
  const { t } = useTranslation('invoices');
  const currency = useSession((state) => state.user?.currency);
  const { quote, fieldError } = useInvoiceDiscount({ form });
  // With the store's discount, the server's figures; without, the same arithmetic here.
  const figures =
    quote ??
    invoiceFigures({
      lines: form.watch('lines'),
      discount: form.watch('discount'),
      taxrate: form.watch('taxrate'),
    });
  const sendButton = useRef<HTMLButtonElement>(null);
  const sendPressed = useRef(false);

  // Every submit says whether it came from 'Save and send': pressing Enter or Save does not.
  useEffect(() => {
    const element = sendButton.current?.form;
    if (!element) return;
    const mark = () => {
      sending.current = sendPressed.current;
      sendPressed.current = false;
    };
    element.addEventListener('submit', mark);
    return () => element.removeEventListener('submit', mark);
  }, [sending]);

  return (
    <>
      <InvoiceCustomerFields form={form} errorOf={errorOf} />
      <InvoiceLinesEditor form={form} errorOf={errorOf} currency={currency} />
      <InvoiceDiscountField {...props} currency={currency} quote={quote} fieldError={fieldError} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('form.discount')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register('discount', { setValueAs: numberValue })}
          error={errorOf('discount')}
        />
        <TextField
          label={t('form.taxRate')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          {...form.register('taxrate', { setValueAs: numberValue })}
          error={errorOf('taxrate')}
        />
        <TextField
          label={t('form.dueDate')}
          type="date"
          {...form.register('duedate')}
          error={errorOf('duedate')}
        />
      </div>
      <TextareaField
        label={t('form.notes')}
        hint={t('form.notesHint')}
        maxLength={1000}
        {...form.register('notes')}
        error={errorOf('notes')}
      />
      <SplitGroupField
        {...form.register('splitgroupid', { setValueAs: splitGroupValue })}
        error={errorOf('splitgroupid')}
      />
      <InvoiceSummary
        figures={figures}
        currency={currency}
        discountName={quote?.discountname}
        label={t('summary.label')}
      />
      <div className="flex justify-end">
        <Button
          ref={sendButton}
          variant="outline"
          disabled={form.formState.isSubmitting}
          onClick={(event) => {
            sendPressed.current = true;
            event.currentTarget.form?.requestSubmit();
          }}
        >
          <Send aria-hidden="true" className="size-4" />
          {t('form.saveAndSend')}
        </Button>
      </div>
    </>
  );
}
