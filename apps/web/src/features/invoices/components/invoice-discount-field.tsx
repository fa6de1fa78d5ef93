import { formatMoney } from '@olivia/contracts/format-money';
import type { InvoiceQuote, InvoiceQuoteRequest } from '@olivia/contracts/invoices';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDrawerFields } from '../../../components/resource/form-drawer';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/messages';
import type { InvoiceRequestSchema } from '@olivia/contracts/invoices';
import { useActiveDiscounts, useInvoiceQuote } from '../api/invoices-api';

type Fields = FormDrawerFields<typeof InvoiceRequestSchema>;

/**
 * The store's discount on an invoice (ADR 0034): one of its active discounts picked, or a code
 * typed; the server prices it line by line (the form's preview), and the saved invoice counts
 * its use. Answers the server's figures while one applies, for the summary.
 */
export function useInvoiceDiscount({ form }: Pick<Fields, 'form'>) {
  const values = form.watch();
  const wanted =
    values.discountid || values.code?.trim()
      ? JSON.stringify({
          customeremail: values.customeremail ?? '',
          lines: values.lines,
          discount: Number.isFinite(values.discount) ? values.discount : 0,
          taxrate: Number.isFinite(values.taxrate) ? values.taxrate : 0,
          discountid: values.discountid || null,
          code: values.discountid ? '' : (values.code ?? '').trim(),
        })
      : null;
  // Asked as typing pauses: the text of the request, so the same form asks once.
  const deferred = useDeferredValue(wanted);
  const body = useMemo(
    () => (deferred === null ? null : (JSON.parse(deferred) as InvoiceQuoteRequest)),
    [deferred],
  );
  const quote = useInvoiceQuote(body);
  const error = quote.error instanceof ApiError ? quote.error : undefined;
  return {
    quote: body && !error ? quote.data : undefined,
    fieldError: error?.details?.discountid?.[0] ?? error?.details?.code?.[0],
  };
}

interface DiscountFieldProps extends Fields {
  currency: string | undefined;
  quote: InvoiceQuote | undefined;
  fieldError: string | undefined;
}

/** The discount's choice, its code, and each line's saving as the server priced it. */
export function InvoiceDiscountField({
  form,
  errorOf,
  currency,
  quote,
  fieldError,
}: DiscountFieldProps) {
  const { t } = useTranslation('invoices');
  const translate = useTranslateMessage();
  const discounts = useActiveDiscounts();
  const picked = form.watch('discountid');
  const options = [
    { value: '', label: t('form.storeDiscountNone') },
    ...(discounts.data?.content ?? []).map((discount) => ({
      value: discount.id,
      label: discount.name,
    })),
  ];
  const error = translate(fieldError);
  const savings = (quote?.lines ?? []).flatMap((line, index) =>
    line.discount > 0 ? [{ index, name: line.description, saving: line.discount }] : [],
  );
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('form.storeDiscount')}
          options={options}
          {...form.register('discountid', { setValueAs: (value) => value || null })}
          error={picked ? error || errorOf('discountid') : errorOf('discountid')}
        />
        <TextField
          label={t('form.code')}
          autoComplete="off"
          maxLength={40}
          disabled={Boolean(picked)}
          {...form.register('code')}
          error={picked ? errorOf('code') : error || errorOf('code')}
        />
      </div>
      {quote && savings.length > 0 && (
        <ul aria-label={t('form.savings')} className="space-y-1 text-sm text-success">
          {savings.map((line) => (
            <li key={line.index} className="flex justify-between gap-3">
              <span className="truncate">{line.name}</span>
              <span className="whitespace-nowrap">−{formatMoney(line.saving, currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
