import type { OrderStatus } from '@olivia/contracts/orders';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The way a paid order goes, step by step, as the customer follows it. */
const STEPS = ['paid', 'processing', 'shipped', 'delivered'] as const satisfies OrderStatus[];

/**
 * Paid → processing → shipped → delivered, with the steps done ticked and the current one marked.
 */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('storefront');
  const current = STEPS.indexOf(status as (typeof STEPS)[number]);
  if (current < 0) return null;
  return (
    <ol aria-label={t('progress.label')} className="grid grid-cols-4 gap-2">
      {STEPS.map((step, index) => {
        const done = index <= current;
        return (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                done
                  ? 'bg-success text-white'
                  : 'bg-gray-100 text-gray-400 dark:bg-gray-800 dark:text-gray-500'
              }`}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={`text-xs font-semibold ${done ? 'text-dark dark:text-white' : 'text-gray-500'}`}
            >
              {t(`status.${step}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
