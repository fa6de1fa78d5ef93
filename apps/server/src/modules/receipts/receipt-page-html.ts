import { formatMoney } from '@olivia/contracts/format-money';
import type { Receipt } from '@olivia/contracts/receipts';
import type { PageStrings } from '../../lib/page-strings';

/**
 * The pay pages' HTML parts (payment-links/pay-page/pay-page-html.ts), handed in by the
 * composition root: the same look without the receipts module importing the payment links
 * module (whose payments reach receipts through the top-ups receiver, a cycle otherwise).
 */
export interface PageHtml {
  /** A whole page: the stylesheet inline, the footer. */
  shell: (strings: PageStrings, page: { title: string; body: string }) => string;
  /** A card with a title and a line (the 404 page). */
  message: (title: string, text: string) => string;
  /** Escapes text for HTML content and double-quoted attributes. */
  escape: (text: string) => string;
}

/** The receipt's own rules, added to the pay pages' stylesheet (the same look). */
const RECEIPT_STYLE = `<style>
.number{color:#5f6470;margin:0 0 12px}.paid{display:inline-block;border:2px solid currentColor;color:#1e7d3a;border-radius:6px;padding:0 10px;font-weight:700;letter-spacing:.08em;transform:rotate(-6deg);margin-left:8px}
table{width:100%;border-collapse:collapse;margin:12px 0;font-size:.9rem}th{color:#5f6470;font-weight:600;text-align:left;border-bottom:1px solid #d9dce1;padding:6px 4px}
.refunded{color:#1d4f91}td{border-bottom:1px solid #eceef1;padding:6px 4px;vertical-align:top}.num{text-align:right;white-space:nowrap}
.total{display:flex;justify-content:space-between;font-weight:700;font-size:1.15rem;margin:8px 0 4px}
</style>`;

/** A refund's receipt says so in each place a payment's says "paid". */
const WORDS = {
  payment: {
    title: 'title',
    mark: 'paid',
    date: 'datePaid',
    to: 'billedTo',
    for: 'paidFor',
    amount: 'amountPaid',
  },
  refund: {
    title: 'refundTitle',
    mark: 'refunded',
    date: 'dateRefunded',
    to: 'refundedTo',
    for: 'refundFor',
    amount: 'amountRefunded',
  },
} as const;

export const receiptWords = (receipt: Receipt) =>
  receipt.source === 'refund' ? WORDS.refund : WORDS.payment;

/**
 * The receipt a payer sees at `/r/<id>`: what was paid (or refunded), by whom, how, and its PDF.
 */
export function receiptPage(
  { escape: escapeHtml }: PageHtml,
  strings: PageStrings,
  view: { receipt: Receipt; store: { name: string; logourl: string } },
  pdfLink: string,
) {
  const { t } = strings;
  const { receipt, store } = view;
  const words = receiptWords(receipt);
  const money = (amount: number) => escapeHtml(formatMoney(amount, receipt.currency));
  const date = new Date(receipt.paidat).toLocaleString(strings.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const logo = store.logourl ? `<img src="${escapeHtml(store.logourl)}" alt="">` : '';
  const lines = receipt.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td class="num">${line.quantity}</td><td class="num">${money(
          line.unitprice,
        )}</td><td class="num">${money(line.total)}</td></tr>`,
    )
    .join('');
  const table = lines
    ? `<table><thead><tr><th scope="col">${escapeHtml(t('item'))}</th><th scope="col" class="num">${escapeHtml(
        t('quantity'),
      )}</th><th scope="col" class="num">${escapeHtml(t('unitPrice'))}</th><th scope="col" class="num">${escapeHtml(
        t('lineTotal'),
      )}</th></tr></thead><tbody>${lines}</tbody></table>`
    : '';
  const fact = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return `${RECEIPT_STYLE}<div class="card" data-receipt="${escapeHtml(receipt.id)}"><header>${logo}<span class="store">${escapeHtml(
    store.name,
  )}</span></header><h1>${escapeHtml(t(words.title))}<span class="paid ${words.mark}">${escapeHtml(
    t(words.mark),
  )}</span></h1><p class="number">${escapeHtml(receipt.number)}</p><dl>${fact(
    t(words.date),
    date,
  )}${fact(t(words.to), [receipt.payername, receipt.payeremail].filter(Boolean).join(' · ') || '—')}${fact(
    t(words.for),
    receipt.description,
  )}</dl>${table}<p class="total"><span>${escapeHtml(t(words.amount))}</span><span>${money(
    receipt.amount,
  )}</span></p><dl>${fact(t('method'), t(receipt.method))}${fact(
    t('reference'),
    receipt.reference,
  )}</dl><a class="button" href="${escapeHtml(pdfLink)}" download>${escapeHtml(
    t('downloadPdf'),
  )}</a></div>`;
}
