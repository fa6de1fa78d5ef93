import { formatMoney } from '@olivia/contracts/format-money';
import type { PublicPaymentLink } from '@olivia/contracts/payment-links';
import type { PageStrings } from '../../../lib/page-strings';
import { escapeHtml } from './pay-page-html';

/** What a code takes off, as the server priced it (the page's Apply). */
export interface CodeQuote {
  code: string;
  discount: number;
  total: number;
  /** Each product's saving, in the link's order. */
  lines: number[];
}

/**
 * The discount code on a link's page (ADR 0034): a field with its Apply button (the form posts
 * back, the server prices it: no script), shown when the store has a code a payer could type.
 * An amount the payer chooses takes no code: the page says so.
 */
export function codeField(
  strings: PageStrings,
  link: PublicPaymentLink,
  form: { values: Record<string, string>; errors: Record<string, string> },
) {
  if (!link.codes) return '';
  const { t } = strings;
  if (link.amounttype !== 'fixed' && link.items.length === 0) {
    return `<p class="muted">${escapeHtml(t('codesNotOnAmount'))}</p>`;
  }
  const error = form.errors.code;
  return `<label for="code">${escapeHtml(t('discountCode'))} <span class="muted">(${escapeHtml(
    t('optional'),
  )})</span></label><div class="code"><input id="code" name="code" value="${escapeHtml(
    form.values.code ?? '',
  )}" autocomplete="off" autocapitalize="characters" maxlength="40"${
    error ? ' aria-invalid="true" aria-describedby="code-error"' : ''
  }><button type="submit" name="intent" value="apply" class="secondary">${escapeHtml(
    t('applyCode'),
  )}</button></div>${error ? `<p class="error" id="code-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The saving line by line and what is left to pay, once a code is applied. */
export function codeSaving(strings: PageStrings, link: PublicPaymentLink, quote: CodeQuote) {
  const { t } = strings;
  const money = (amount: number) => escapeHtml(formatMoney(amount, link.currency));
  const lines = link.items
    .map((item, index) => {
      const saving = quote.lines[index] ?? 0;
      return saving > 0
        ? `<li class="saving"><span>${escapeHtml(item.name)}</span><span>−${money(saving)}</span></li>`
        : '';
    })
    .join('');
  return `<ul class="items">${lines}<li class="saving"><span>${escapeHtml(
    t('discountLine', { code: quote.code }),
  )}</span><span>−${money(quote.discount)}</span></li><li><strong>${escapeHtml(
    t('youPay'),
  )}</strong><strong>${money(quote.total)}</strong></li></ul>`;
}
