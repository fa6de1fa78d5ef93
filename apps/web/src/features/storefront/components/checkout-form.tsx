import { zodResolver } from '@hookform/resolvers/zod';
import {
  CheckoutByMethodRequestSchema,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@olivia/contracts/storefront';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useErrorMessage, useTranslateMessage } from '../../../lib/messages';
import { usePlaceOrder, type DeliveryChoice, type PaymentBank } from '../api/storefront-api';
import type { CartLine } from '../model/cart-storage';
import { choiceOf, DeliveryFields } from './delivery-fields';
import { PaymentMethodField } from './payment-method-field';

const FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'note',
  'bank',
  'state',
  'lga',
  'postcode',
  'slot',
  'branchid',
] as const;
type Values = z.input<typeof CheckoutByMethodRequestSchema>;

const itemsOf = (lines: readonly CartLine[]): CheckoutRequest['items'] =>
  lines.map(({ productid, variantid, quantity }) => ({ productid, variantid, quantity }));

/** The server's word on each line (`details['items.<i>']`), by the line's place. */
function lineErrorsOf(error: unknown): Record<number, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  const found: Record<number, string> = {};
  for (const [key, texts] of Object.entries(error.details)) {
    const index = /^items\.(\d+)/.exec(key)?.[1];
    if (index !== undefined && texts[0]) found[Number(index)] = texts[0];
  }
  return found;
}

interface CheckoutFormProps {
  slug: string;
  lines: readonly CartLine[];
  banks: readonly PaymentBank[];
  onPlaced: (placed: CheckoutResponse) => void;
  /** The lines the server refused, shown beside them in the summary. */
  onLineErrors: (errors: Record<number, string>) => void;
  /** The discount code the summary applied ('' for none). */
  code?: string;
  currency: string;
  /** The delivery chosen (region, time or pickup point), for the summary's prices. */
  onDelivery: (choice: DeliveryChoice) => void;
}

/** Who the order is for, where it goes and how it is paid (card, or transfer at a bank). */
export function CheckoutForm({
  slug,
  lines,
  banks,
  onPlaced,
  onLineErrors,
  code = '',
  currency,
  onDelivery,
}: CheckoutFormProps) {
  const { t } = useTranslation('storefront');
  const translate = useTranslateMessage();
  const errorMessage = useErrorMessage();
  const place = usePlaceOrder(slug);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values, unknown, z.output<typeof CheckoutByMethodRequestSchema>>({
    resolver: zodResolver(CheckoutByMethodRequestSchema),
    defaultValues: {
      items: itemsOf(lines),
      name: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      note: '',
      method: 'card',
      marketing: false,
      bank: banks.length === 1 ? (banks[0]?.code ?? '') : '',
      fulfilment: 'delivery',
      branchid: null,
      state: '',
      lga: '',
      postcode: '',
      slot: '',
    },
  });
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });

  // The cart may change in another tab: the order is always what the cart holds now.
  useEffect(() => form.setValue('items', itemsOf(lines)), [form, lines]);
  const choice = JSON.stringify(choiceOf(useWatch({ control: form.control })));
  useEffect(() => onDelivery(JSON.parse(choice) as DeliveryChoice), [choice, onDelivery]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    onLineErrors({});
    // A bank picked before switching to card is not the customer's choice any more.
    const chosen = values.method === 'card' ? { ...values, bank: '' } : values;
    const body = { ...chosen, code };
    place.mutate(body, {
      onSuccess: onPlaced,
      onError: (error) => {
        const lineErrors = lineErrorsOf(error);
        onLineErrors(lineErrors);
        const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
        if (!onFields || Object.keys(lineErrors).length > 0) setFailure(error);
      },
    });
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    ...form.register(name),
    error: translate(errors[name]?.message) || undefined,
  });
  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {itemsError && <Alert>{translate(itemsError)}</Alert>}
      {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-bold text-dark dark:text-white">
          {t('checkout.contact')}
        </legend>
        <TextField
          label={t('checkout.name')}
          autoComplete="name"
          maxLength={80}
          {...field('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...field('email')}
          />
          <TextField
            label={t('checkout.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            {...field('phone')}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-bold text-dark dark:text-white">
          {t('checkout.delivery')}
        </legend>
        <TextField
          label={t('checkout.address')}
          autoComplete="street-address"
          maxLength={300}
          {...field('address')}
        />
        <TextField
          label={t('checkout.city')}
          autoComplete="address-level2"
          maxLength={80}
          {...field('city')}
        />
        <DeliveryFields
          slug={slug}
          currency={currency}
          form={form}
          items={itemsOf(lines)}
          code={code}
          errorOf={(name) => translate(errors[name]?.message) || undefined}
        />
        <TextareaField label={t('checkout.note')} rows={3} maxLength={500} {...field('note')} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-1 text-lg font-bold text-dark dark:text-white">
          {t('checkout.payment')}
        </legend>
        <PaymentMethodField registration={form.register('method')} />
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t(method === 'card' ? 'checkout.cardIntro' : 'checkout.transferIntro')}
        </p>
        {method === 'transfer' && (
          <SelectField
            label={t('checkout.bank')}
            options={[
              { value: '', label: t('checkout.chooseBank') },
              ...banks.map((bank) => ({ value: bank.code, label: bank.name })),
            ]}
            {...field('bank')}
          />
        )}
      </fieldset>
      <CheckboxField label={t('checkout.marketing')} {...form.register('marketing')} />
      <Button
        type="submit"
        loading={place.isPending}
        loadingText={t('checkout.placing')}
        className="w-full py-3 text-base"
      >
        {t('checkout.place')}
      </Button>
    </form>
  );
}
