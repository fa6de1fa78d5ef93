import type { Discount } from '@olivia/contracts/discounts';
import { formatMoney } from '@olivia/contracts/format-money';
import type { TFunction } from 'i18next';

type Gives = Pick<Discount, 'kind' | 'value' | 'appliesto' | 'targetids'> &
  Pick<Discount, 'buyquantity' | 'getquantity'>;

/** Whom a discount is for: 'the order', '3 products', '1 category'. */
function scopeText(t: TFunction<'discounts'>, discount: Gives) {
  const count = discount.targetids.length;
  switch (discount.appliesto) {
    case 'order':
      return t('gives.scope.order');
    case 'products':
      return t('gives.scope.products', { count });
    case 'categories':
      return t('gives.scope.categories', { count });
    case 'brands':
      return t('gives.scope.brands', { count });
  }
}

/**
 * What a discount gives, in a sentence: '10% off the order', '₦1,000.00 off each unit of 3
 * products', 'Free delivery', 'Buy 2 get 1 free'.
 */
export function givesText(
  t: TFunction<'discounts'>,
  discount: Gives,
  currency: string | undefined,
): string {
  const scope = scopeText(t, discount);
  const percent = `${discount.value}`;
  switch (discount.kind) {
    case 'percentage':
      return t('gives.percentage', { value: percent, scope });
    case 'fixed':
      return discount.appliesto === 'order'
        ? t('gives.fixedOrder', { amount: formatMoney(discount.value, currency) })
        : t('gives.fixedEach', { amount: formatMoney(discount.value, currency), scope });
    case 'free_delivery':
      return t('gives.freeDelivery');
    case 'bxgy': {
      const buy = discount.buyquantity;
      const get = discount.getquantity;
      return discount.value >= 100
        ? t('gives.bxgyFree', { buy, get })
        : t('gives.bxgyOff', { buy, get, value: percent });
    }
  }
}
