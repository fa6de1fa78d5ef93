import { formatMoney } from '@olivia/contracts/format-money';
import type { Invoice } from '@olivia/contracts/invoices';
import type { PageStrings } from '../../lib/page-strings';
import { escapeHtml, methodChoice, type FormState } from '../payment-links/pay-page/pay-page-html';

const STYLE = `<style>table{width:100%;border-collapse:collapse;font-size:.9rem;margin:12px 0}
th{text-align:left;color:#5f6470;font-weight:600;font-size:.75rem;text-transform:uppercase;padding:6px 4px;border-bottom:1px solid #d9dce1}
td{padding:8px 4px;border-bottom:1px solid #eef0f3;vertical-align:top}.num{text-align:right;white-space:nowrap}
.sums td{border:0;padding:3px 4px}.sums .strong td{font-weight:700;font-size:1.05rem}
.badge{display:inline-block;background:#fdecea;color:#8c1d18;border-radius:999px;padding:2px 10px;font-size:.8rem;font-weight:600}
.meta{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;margin:12px 0}.meta span{display:block;color:#5f6470;font-size:.8rem}
.secondary-link{display:inline-block;margin-top:8px;color:#1c3f9e;font-weight:600}</style>`;

/**
 * An invoice's page for its customer: the document (who, when, the lines and sums) with a link
 * to its PDF, then the form that pays all or part of what is due (or why nothing is due).
 */
export function invoicePage(
  strings: { page: PageStrings; pay: PageStrings },
  view: {
    invoice: Invoice;
    store: { name: string; logourl: string };
    banks: { code: string; name: string }[];
    payable: boolean;
  },
  action: string,
  form: FormState = { values: {}, errors: {} },
) {
  const { t } = strings.page;
  const pay = strings.pay.t;
  const { invoice, store } = view;
  const money = (amount: number) => escapeHtml(formatMoney(amount, invoice.currency));
  const rows = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td class="num">${line.quantity}</td><td class="num">${money(
          line.unitprice,
        )}</td><td class="num">${money(line.total)}${
          line.discount > 0 ? `<br><small class="saving">−${money(line.discount)}</small>` : ''
        }</td></tr>`,
    )
    .join('');
  const sum = (name: string, amount: number, strong = false) =>
    `<tr${strong ? ' class="strong"' : ''}><td>${escapeHtml(name)}</td><td class="num">${money(amount)}</td></tr>`;
  const sums = [
    sum(t('subtotal'), invoice.subtotal),
    invoice.discount > 0
      ? sum(
          invoice.discountname ? t('discountNamed', { name: invoice.discountname }) : t('discount'),
          -invoice.discount,
        )
      : '',
    invoice.taxrate > 0 ? sum(t('tax', { rate: String(invoice.taxrate) }), invoice.tax) : '',
    sum(t('total'), invoice.total, true),
    invoice.amountpaid > 0 ? sum(t('paid'), -invoice.amountpaid) : '',
    sum(t('amountDue'), invoice.amountdue, true),
  ].join('');
  const logo = store.logourl ? `<img src="${escapeHtml(store.logourl)}" alt="">` : '';
  const document = `<div class="card">${STYLE}<header>${logo}<span class="store">${escapeHtml(
    store.name,
  )}</span></header><h1>${escapeHtml(t('invoice'))} ${escapeHtml(invoice.number)}</h1>${
    invoice.overdue ? `<span class="badge">${escapeHtml(t('overdue'))}</span>` : ''
  }<div class="meta"><div><span>${escapeHtml(t('billedTo'))}</span>${escapeHtml(
    invoice.customername,
  )}</div><div><span>${escapeHtml(t('due'))}</span>${escapeHtml(invoice.duedate)}</div><div><span>${escapeHtml(
    t('issued'),
  )}</span>${escapeHtml((invoice.sentat ?? invoice.createdat).slice(0, 10))}</div></div><table><thead><tr><th>${escapeHtml(
    t('item'),
  )}</th><th class="num">${escapeHtml(t('quantity'))}</th><th class="num">${escapeHtml(
    t('unitPrice'),
  )}</th><th class="num">${escapeHtml(t('amount'))}</th></tr></thead><tbody>${rows}</tbody></table><table class="sums"><tbody>${sums}</tbody></table>${
    invoice.notes
      ? `<p class="muted"><strong>${escapeHtml(t('notes'))}:</strong> ${escapeHtml(invoice.notes)}</p>`
      : ''
  }<a class="secondary-link" href="${escapeHtml(`${action}/pdf`)}">${escapeHtml(t('downloadPdf'))}</a></div>`;

  if (!view.payable) {
    const text = invoice.status === 'void' ? t('isVoid', { store: store.name }) : t('isPaid');
    return `${document}<div class="card" style="margin-top:12px"><p role="status">${escapeHtml(text)}</p></div>`;
  }
  const { values, errors } = form;
  const error = (name: string) =>
    errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
  const banks = view.banks
    .map(
      (bank) =>
        `<option value="${escapeHtml(bank.code)}"${values.bank === bank.code ? ' selected' : ''}>${escapeHtml(bank.name)}</option>`,
    )
    .join('');
  const alert = form.alert ? `<p class="alert" role="alert">${escapeHtml(form.alert)}</p>` : '';
  return `${document}<div class="card" style="margin-top:12px"><h2>${escapeHtml(
    t('payTitle'),
  )}</h2>${alert}<form method="post" action="${escapeHtml(action)}" novalidate><label for="amount">${escapeHtml(
    t('payAmount'),
  )}</label><input id="amount" name="amount" type="number" inputmode="decimal" step="0.01" max="${
    invoice.amountdue
  }" value="${escapeHtml(values.amount ?? String(invoice.amountdue))}" required${
    errors.amount ? ' aria-invalid="true" aria-describedby="amount-error"' : ''
  }>${error('amount')}<p class="muted">${escapeHtml(t('payAmountHint'))}</p>${methodChoice(
    strings.pay,
    values.method,
  )}<div class="bank"><label for="bank">${escapeHtml(pay('bankForTransfer'))}</label><select id="bank" name="bank">${banks}</select>${error(
    'bank',
  )}</div><button type="submit">${escapeHtml(pay('continue'))}</button></form></div>`;
}
