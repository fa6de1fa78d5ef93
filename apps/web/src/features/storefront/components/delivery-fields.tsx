import { NIGERIAN_STATES } from '@olivia/contracts/addresses';
import { formatMoney } from '@olivia/contracts/format-money';
import type { CheckoutByMethodRequestSchema } from '@olivia/contracts/storefront';
import { Store, Truck } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { slotLabel } from '../../../components/ui/order-delivery';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useCartPrice, useStorefrontDelivery, type DeliveryChoice } from '../api/storefront-api';

type Values = z.input<typeof CheckoutByMethodRequestSchema>;
type Form = UseFormReturn<Values, unknown, z.output<typeof CheckoutByMethodRequestSchema>>;
type ChoiceField = 'fulfilment' | 'branchid' | 'state' | 'lga' | 'postcode' | 'slot';

interface DeliveryFieldsProps {
  slug: string;
  currency: string;
  form: Form;
  items: Values['items'];
  code: string;
  /** A field's error: the form's own, or the server's. */
  errorOf: (name: ChoiceField) => string | undefined;
}

/** The choice as the server prices it, from the form's values. */
export function choiceOf(values: {
  fulfilment?: 'delivery' | 'pickup';
  branchid?: string | null;
  state?: string;
  lga?: string;
  postcode?: string;
  slot?: string;
}): DeliveryChoice {
  return {
    fulfilment: values.fulfilment ?? 'delivery',
    branchid: values.fulfilment === 'pickup' ? values.branchid || null : null,
    state: values.state ?? '',
    lga: values.lga ?? '',
    postcode: values.postcode ?? '',
    slot: values.slot ?? '',
  };
}

/**
 * Delivery or pickup (when the store has pickup points); for delivery, the region its zones
 * price (state and LGA, or postcode) and a time when the zone offers times; for pickup, the
 * branch. The zone, its fee and why it cannot deliver come from the server's cart price.
 */
export function DeliveryFields({
  slug,
  currency,
  form,
  items,
  code,
  errorOf,
}: DeliveryFieldsProps) {
  const { t, i18n } = useTranslation('storefront');
  const translate = useTranslateMessage();
  const labelId = useId();
  const info = useStorefrontDelivery(slug).data;
  const values = useWatch({ control: form.control });
  const choice = choiceOf(values);
  const quote = useCartPrice(slug, items, code, choice).data?.delivery;
  const pickup = info?.pickup ?? [];
  const picking = choice.fulfilment === 'pickup';
  // The server's refusal shows under its field once the customer has said where.
  const asked = choice.state !== '' || choice.postcode !== '';
  const refusal = (field: ChoiceField) =>
    errorOf(field) ??
    (quote && quote.field === field && (asked || picking) ? translate(quote.status) : undefined);
  const point = pickup.find((p) => p.id === choice.branchid);
  const money = (amount: number) => formatMoney(amount, currency);

  return (
    <div className="space-y-4">
      {pickup.length > 0 && (
        <div role="radiogroup" aria-labelledby={labelId}>
          <p id={labelId} className="mb-1.5 text-sm font-semibold text-dark dark:text-gray-200">
            {t('deliveryChoice.how')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['delivery', 'pickup'] as const).map((way) => {
              const Icon = way === 'delivery' ? Truck : Store;
              return (
                <label
                  key={way}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-4 py-3 text-sm font-semibold text-dark has-checked:border-primary has-checked:bg-primary-light/50 has-focus-visible:outline-2 has-focus-visible:outline-primary dark:border-gray-700 dark:text-gray-100"
                >
                  <input
                    type="radio"
                    value={way}
                    className="size-4 accent-primary"
                    {...form.register('fulfilment')}
                  />
                  <Icon aria-hidden="true" className="size-5 text-primary" />
                  {t(`deliveryChoice.${way}`)}
                </label>
              );
            })}
          </div>
        </div>
      )}
      {picking && (
        <>
          <SelectField
            label={t('deliveryChoice.branch')}
            options={[
              { value: '', label: t('deliveryChoice.chooseBranch') },
              ...pickup.map((p) => ({ value: p.id, label: p.name })),
            ]}
            {...form.register('branchid', { setValueAs: (v: string) => v || null })}
            error={refusal('branchid')}
          />
          {point && (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              {[point.address, point.instructions].filter(Boolean).join(' · ')}
            </p>
          )}
        </>
      )}
      {!picking && info?.zoned && info.country === 'NG' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('deliveryChoice.state')}
            autoComplete="address-level1"
            options={[
              { value: '', label: t('deliveryChoice.chooseState') },
              ...NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
            ]}
            {...form.register('state')}
            error={refusal('state')}
          />
          <TextField
            label={t('deliveryChoice.lga')}
            maxLength={60}
            list={`${labelId}-lgas`}
            {...form.register('lga')}
            error={refusal('lga')}
          />
          {/* The LGAs the store's zones name in the chosen state, suggested as one types. */}
          <datalist id={`${labelId}-lgas`}>
            {(info.lgas[choice.state ?? ''] ?? []).map((lga: string) => (
              <option key={lga} value={lga} />
            ))}
          </datalist>
        </div>
      )}
      {!picking && info?.zoned && info.country === 'GB' && (
        <TextField
          label={t('deliveryChoice.postcode')}
          autoComplete="postal-code"
          maxLength={12}
          {...form.register('postcode')}
          error={refusal('postcode')}
        />
      )}
      {!picking && quote?.zonename && (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-300">
          {t('deliveryChoice.zone', { name: quote.zonename })}
          {quote.freeabove !== null &&
            ` · ${t('deliveryChoice.freeFrom', { amount: money(quote.freeabove) })}`}
        </p>
      )}
      {!picking && quote && quote.slots.length > 0 && (
        <SelectField
          label={t('deliveryChoice.slot')}
          options={[
            { value: '', label: t('deliveryChoice.chooseSlot') },
            ...quote.slots.map((slot) => ({
              value: slot.value,
              label: slotLabel(slot.value, i18n.language),
            })),
          ]}
          {...form.register('slot')}
          error={refusal('slot')}
        />
      )}
      {!picking && quote?.status && quote.field === '' && (
        <Alert>
          {translate(quote.status)} (
          {t('deliveryChoice.minimum', { amount: money(quote.minorder) })})
        </Alert>
      )}
    </div>
  );
}
