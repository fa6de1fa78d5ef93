import { formatMoney } from '@olivia/contracts/format-money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslateMessage } from '../../../lib/messages';
import { useCartPrice, type DeliveryChoice } from '../api/storefront-api';
import type { CartLine } from '../model/cart-storage';
import { cartTotals, lineTotal } from '../model/cart-totals';
import { CartTotalsList } from './cart-totals-list';

interface CheckoutSummaryProps {
  slug: string;
  lines: readonly CartLine[];
  currency: string;
  deliveryfee: number;
  /** What the server said of a line, by its place in the order (`items.<i>`). */
  lineErrors: Readonly<Record<number, string>>;
  /** The discount code the order will carry ('' for none), and how it changes. */
  code: string;
  onCode: (code: string) => void;
  /** How the order reaches the customer: its zone prices the delivery. */
  delivery?: DeliveryChoice;
}

/**
 * The order as it will be placed: each line (with its saving and any problem the server
 * found), the discounts and totals as the server prices them (the cart's own sums only while
 * it answers), and a discount code, applied once the server says it applies.
 */
export function CheckoutSummary({
  slug,
  lines,
  currency,
  deliveryfee,
  lineErrors,
  code,
  onCode,
  delivery,
}: CheckoutSummaryProps) {
  const { t } = useTranslation('storefront');
  const translate = useTranslateMessage();
  const [typed, setTyped] = useState(code);
  const [asked, setAsked] = useState(code);
  const items = lines.map(({ productid, variantid, quantity }) => ({
    productid,
    variantid,
    quantity,
  }));
  const price = useCartPrice(slug, items, asked, delivery);
  const priced = price.data;
  const money = (amount: number) => formatMoney(amount, currency);
  const codeStatus = priced && asked !== '' ? priced.codestatus : '';
  // A code the server refused is not sent with the order.
  const applied = codeStatus === 'applied' ? asked : '';
  const settled = !price.isFetching;
  useEffect(() => {
    if (settled && applied !== code) onCode(applied);
  }, [settled, applied, code, onCode]);

  return (
    <aside
      aria-labelledby="summary-heading"
      className="h-fit space-y-5 rounded-2xl bg-gray-50 p-5 dark:bg-gray-900"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-dark dark:text-white">
        {t('checkout.summary')}
      </h2>
      <ul className="space-y-3">
        {lines.map((line, index) => {
          const server = priced?.lines[index];
          const saving = server?.saving ?? 0;
          return (
            <li key={`${line.productid}:${line.variantid ?? ''}`} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="min-w-0">
                  <span className="font-semibold text-dark dark:text-gray-100">{line.name}</span>
                  {line.variant && <span className="text-gray-500"> · {line.variant}</span>}
                  <span className="text-gray-500"> × {line.quantity}</span>
                </span>
                <span className="shrink-0 font-semibold">
                  {money(server?.total ?? lineTotal(line))}
                </span>
              </div>
              {saving > 0 && (
                <p className="mt-1 text-success">
                  {t('discounts.lineSaving', { amount: money(saving) })}
                </p>
              )}
              {lineErrors[index] && (
                <p className="mt-1 font-semibold text-danger">{translate(lineErrors[index])}</p>
              )}
            </li>
          );
        })}
      </ul>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(typed.trim().toUpperCase());
        }}
      >
        <TextField
          label={t('discounts.code')}
          value={typed}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          error={codeStatus && codeStatus !== 'applied' ? translate(codeStatus) : undefined}
          className="flex-1"
        />
        <Button type="submit" variant="outline" loading={price.isFetching && asked !== ''}>
          {t('discounts.apply')}
        </Button>
      </form>
      {codeStatus === 'applied' && (
        <p role="status" className="text-sm font-semibold text-success">
          {t('discounts.applied', { code: asked })}
        </p>
      )}
      {priced && priced.discounts.length > 0 && (
        <ul aria-label={t('discounts.label')} className="space-y-1 text-sm">
          {priced.discounts.map((discount) => (
            <li key={discount.name} className="flex justify-between gap-3 text-success">
              <span>{discount.name}</span>
              <span>−{money(discount.saving)}</span>
            </li>
          ))}
        </ul>
      )}
      <CartTotalsList
        {...(priced
          ? {
              subtotal: priced.subtotal,
              deliveryfee: priced.deliveryfee,
              discount: priced.discount,
              total: priced.total,
            }
          : cartTotals(lines, deliveryfee))}
        currency={currency}
      />
    </aside>
  );
}
