import type { PublicOrder } from '@olivia/contracts/storefront';
import { CreditCard, Landmark, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type PaymentMethod = PublicOrder['paymentmethod'];

const METHODS = [
  { value: 'card', label: 'checkout.card', Icon: CreditCard },
  { value: 'transfer', label: 'checkout.transfer', Icon: Landmark },
] as const satisfies ReadonlyArray<{ value: PaymentMethod; label: string; Icon: LucideIcon }>;

interface PaymentMethodFieldProps {
  /** The form's `method` field; each radio button is registered with it. */
  registration: UseFormRegisterReturn<'method'>;
}

/** Card or bank transfer: native radio buttons (checked from the form's values), one named group. */
export function PaymentMethodField({ registration }: PaymentMethodFieldProps) {
  const { t } = useTranslation('storefront');
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-dark dark:text-gray-200">
        {t('checkout.method')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="grid gap-3 sm:grid-cols-2">
        {METHODS.map(({ value: method, label, Icon }) => (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-4 py-3 text-sm font-semibold text-dark transition has-checked:border-primary has-checked:bg-primary-light/50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary dark:border-gray-700 dark:text-gray-100 dark:has-checked:bg-gray-900"
          >
            <input
              type="radio"
              value={method}
              className="size-4 accent-primary"
              {...registration}
            />
            <Icon aria-hidden="true" className="size-5 text-primary" />
            {t(label)}
          </label>
        ))}
      </div>
    </div>
  );
}
