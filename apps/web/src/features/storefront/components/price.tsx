import { formatMoney } from '@olivia/contracts/format-money';
import { useTranslation } from 'react-i18next';

interface PriceProps {
  amount: number;
  currency: string;
  /** The price before a discount: struck through beside the price when higher. */
  compareAt?: number | null;
  size?: 'sm' | 'lg';
}

/** A product's price in the store's currency, with its old price struck through. */
export function Price({ amount, currency, compareAt, size = 'sm' }: PriceProps) {
  const { t } = useTranslation('storefront');
  const discounted = compareAt !== null && compareAt !== undefined && compareAt > amount;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span
        className={`font-bold text-dark dark:text-white ${size === 'lg' ? 'text-2xl' : 'text-sm'}`}
      >
        {formatMoney(amount, currency)}
      </span>
      {discounted && (
        <s
          className={`text-gray-500 dark:text-gray-400 ${size === 'lg' ? 'text-base' : 'text-xs'}`}
        >
          <span className="sr-only">{t('price.was')} </span>
          {formatMoney(compareAt, currency)}
        </s>
      )}
    </span>
  );
}
