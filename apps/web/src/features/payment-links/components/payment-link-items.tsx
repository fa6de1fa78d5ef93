import { formatMoney } from '@olivia/contracts/format-money';
import type { PaymentLink } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { PaymentLinkImage } from './payment-link-image';

/**
 * The products a link sells, as priced now: each with its variant, quantity, unit price and
 * total, and said when it is no longer available (the payer cannot pay until it is changed).
 */
export function PaymentLinkItems({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('paymentLinks');
  if (link.items.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, link.currency);
  return (
    <section aria-labelledby="link-products-heading" className="space-y-3">
      <h3 id="link-products-heading" className="text-base font-semibold text-dark dark:text-white">
        {t('products.title')}
      </h3>
      <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-700">
        {link.items.map((item) => (
          <li
            key={`${item.productid}:${item.variantid ?? ''}`}
            className="flex flex-wrap items-center gap-3 p-3 text-sm"
          >
            {item.imageurl && <PaymentLinkImage url={item.imageurl} />}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-dark dark:text-white">{item.name}</p>
              {item.variantlabel && (
                <p className="text-gray-600 dark:text-gray-300">{item.variantlabel}</p>
              )}
              <p className="text-gray-600 dark:text-gray-300">
                {t('products.quantityTimes', {
                  quantity: item.quantity,
                  price: money(item.unitprice),
                })}
              </p>
              {!item.available && (
                <p className="font-medium text-danger">{t('products.unavailable')}</p>
              )}
            </div>
            <span className="ms-auto font-semibold whitespace-nowrap">{money(item.total)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 p-3 text-sm font-semibold">
          <span>{t('products.total')}</span>
          <span className="whitespace-nowrap">{money(link.amount ?? 0)}</span>
        </li>
      </ul>
    </section>
  );
}
