import { formatMoney } from '@olivia/contracts/format-money';
import type { PublicLinkPayment, PublicPaymentLink } from '@olivia/contracts/payment-links';
import type { PageStrings } from '../../../lib/page-strings';
import { codeField, codeSaving, type CodeQuote } from './pay-page-code';

/** Escapes text for HTML content and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1c1d21}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
header{display:flex;align-items:center;gap:10px;margin:8px 0 16px}header img{width:40px;height:40px;border-radius:8px;object-fit:cover}
h1{font-size:1.35rem;margin:0 0 4px}h2{font-size:1.1rem;margin:0 0 12px}
.store{font-weight:600}.muted{color:#5f6470;font-size:.9rem}.hero{width:100%;max-height:220px;object-fit:cover;border-radius:8px;margin-bottom:12px}
.price{font-size:1.6rem;font-weight:700;margin:8px 0 16px}
.items{list-style:none;padding:0;margin:12px 0 0}.items li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #eceef1}.items li span:last-child{white-space:nowrap}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 4px}
input,select,textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #c7cad1;border-radius:8px;background:#fff}
input:focus,select:focus,textarea:focus{outline:2px solid #2456d6;outline-offset:1px}
.error{color:#b3261e;font-size:.85rem;margin:4px 0 0}.alert{background:#fdecea;color:#8c1d18;padding:10px 12px;border-radius:8px;margin-bottom:12px}
button,.button{display:block;width:100%;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#2456d6;color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.secondary{background:#e8ecf8;color:#1c3f9e}
dl{display:grid;grid-template-columns:fit-content(40%) 1fr;gap:6px 12px;margin:12px 0}dt{color:#5f6470}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.copy{margin:0 0 0 8px;display:inline;width:auto;padding:2px 10px;font-size:.8rem;background:#e8ecf8;color:#1c3f9e}
fieldset{border:0;padding:0;margin:14px 0 0}legend{font-weight:600;font-size:.9rem;margin-bottom:4px;padding:0}
.choice{display:flex;gap:8px}.choice label{flex:1;margin:0;font-weight:500;border:1px solid #c7cad1;border-radius:8px;padding:10px;display:flex;gap:8px;align-items:center}
.choice input{width:auto}form:has(input[value=card]:checked) .bank{display:none}
.code{display:flex;gap:8px}.code button{width:auto;margin:0;padding:10px 14px}.saving{color:#1e7d3a}
.ok{font-size:2.5rem;color:#1e7d3a;margin:0}footer{text-align:center;margin:16px 0;color:#5f6470;font-size:.8rem}
`;

/** A whole page: the stylesheet inline (nothing to fetch before the first paint), one small script. */
export function pageShell(
  strings: PageStrings,
  page: {
    title: string;
    body: string;
    script?: boolean;
    refreshSeconds?: number;
    redirect?: string;
  },
) {
  const { language, t } = strings;
  const refresh =
    page.redirect !== undefined
      ? `<meta http-equiv="refresh" content="3;url=${escapeHtml(page.redirect)}">`
      : page.refreshSeconds
        ? `<noscript><meta http-equiv="refresh" content="${page.refreshSeconds}"></noscript>`
        : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="description" content="${escapeHtml(page.title)}">
<title>${escapeHtml(page.title)}</title>${refresh}
<style>${STYLE}</style></head><body><main>${page.body}
<footer>${escapeHtml(t('securedBy'))}</footer></main>${
    page.script ? '<script src="/pay-assets/pay.js" defer></script>' : ''
  }</body></html>`;
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);

function storeHeader(store: { name: string; logourl?: string }) {
  const logo = store.logourl ? `<img src="${escapeHtml(store.logourl)}" alt="">` : '';
  return `<header>${logo}<span class="store">${escapeHtml(store.name)}</span></header>`;
}

const fieldError = (errors: Record<string, string>, name: string) =>
  errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';

const described = (errors: Record<string, string>, name: string) =>
  errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';

export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  alert?: string;
  /** A code applied: what it takes off. */
  quote?: CodeQuote;
}

/** Card or bank transfer; card first (most payers have one at hand). */
export function methodChoice(strings: PageStrings, chosen: string | undefined) {
  const { t } = strings;
  const option = (value: string, label: string) =>
    `<label><input type="radio" name="method" value="${value}"${
      (chosen ?? 'card') === value ? ' checked' : ''
    }> ${escapeHtml(label)}</label>`;
  return `<fieldset><legend>${escapeHtml(t('method'))}</legend><div class="choice">${option(
    'card',
    t('methodCard'),
  )}${option('transfer', t('methodTransfer'))}</div></fieldset>`;
}

/** The link's page: what is paid for, and the payer's form (or why it takes no payment). */
export function linkPage(
  strings: PageStrings,
  link: PublicPaymentLink,
  action: string,
  form: FormState = { values: {}, errors: {} },
) {
  const { t } = strings;
  const { values, errors } = form;
  const value = (name: string) => escapeHtml(values[name] ?? '');
  const input = (name: string, label: string, attributes: string, optional = false) =>
    `<label for="${name}">${escapeHtml(label)}${
      optional ? ` <span class="muted">(${escapeHtml(t('optional'))})</span>` : ''
    }</label><input id="${name}" name="${name}" value="${value(name)}" ${attributes}${described(errors, name)}>${fieldError(errors, name)}`;

  const intro =
    storeHeader(link.store) +
    (link.imageurl ? `<img class="hero" src="${escapeHtml(link.imageurl)}" alt="">` : '') +
    `<h1>${escapeHtml(link.name)}</h1>` +
    (link.description ? `<p class="muted">${escapeHtml(link.description)}</p>` : '');
  const items =
    link.items.length === 0
      ? ''
      : `<ul class="items">${link.items
          .map(
            (item) =>
              `<li><span>${item.quantity} × ${escapeHtml(
                item.variantlabel ? `${item.name} (${item.variantlabel})` : item.name,
              )}</span><span>${escapeHtml(money(item.total, link.currency))}</span></li>`,
          )
          .join('')}</ul>`;
  if (link.state !== 'active') {
    return `<div class="card">${intro}<p class="alert" role="status">${escapeHtml(t(link.state))}</p></div>`;
  }
  if (link.items.some((item) => !item.available)) {
    return `<div class="card">${intro}${items}<p class="alert" role="status">${escapeHtml(
      t('itemsUnavailable'),
    )}</p></div>`;
  }
  const amount =
    link.amounttype === 'fixed' && link.amount !== null
      ? `${items}<p class="price">${escapeHtml(money(link.amount, link.currency))}</p>${
          form.quote ? codeSaving(strings, link, form.quote) : ''
        }`
      : input(
          'amount',
          t('amountAtLeast', { minimum: money(link.minimumamount, link.currency) }),
          `type="number" inputmode="decimal" step="0.01" min="${link.minimumamount}" required`,
        );
  const custom = link.customfields
    .map((field, index) => {
      const name = `answers.${index}`;
      if (field.kind === 'choice') {
        const options = field.choices
          .map(
            (choice) =>
              `<option${values[name] === choice ? ' selected' : ''}>${escapeHtml(choice)}</option>`,
          )
          .join('');
        return `<label for="${name}">${escapeHtml(field.label)}</label><select id="${name}" name="${name}"${
          field.required ? ' required' : ''
        }${described(errors, name)}><option value="">${escapeHtml(t('choose'))}</option>${options}</select>${fieldError(errors, name)}`;
      }
      const type = field.kind === 'number' ? 'type="text" inputmode="decimal"' : 'type="text"';
      return input(
        name,
        field.label,
        `${type} maxlength="200"${field.required ? ' required' : ''}`,
        !field.required,
      );
    })
    .join('');
  const banks = link.banks
    .map(
      (bank) =>
        `<option value="${escapeHtml(bank.code)}"${values.bank === bank.code ? ' selected' : ''}>${escapeHtml(bank.name)}</option>`,
    )
    .join('');
  return `<div class="card">${intro}${
    form.alert ? `<p class="alert" role="alert">${escapeHtml(form.alert)}</p>` : ''
  }<form method="post" action="${escapeHtml(action)}" novalidate>${amount}${input(
    'name',
    t('name'),
    'type="text" autocomplete="name" maxlength="120" required',
  )}${input('email', t('email'), 'type="email" autocomplete="email" maxlength="200" required')}${
    link.collectphone
      ? input('phone', t('phone'), 'type="tel" autocomplete="tel" maxlength="30" required')
      : ''
  }${
    link.collectaddress
      ? `<label for="address">${escapeHtml(t('address'))}</label><textarea id="address" name="address" rows="2" maxlength="300" autocomplete="street-address" required${described(errors, 'address')}>${value('address')}</textarea>${fieldError(errors, 'address')}`
      : ''
  }${custom}${codeField(strings, link, form)}${methodChoice(strings, values.method)}<div class="bank"><label for="bank">${escapeHtml(
    t('bankForTransfer'),
  )}</label><select id="bank" name="bank"${described(
    errors,
    'bank',
  )}>${banks}</select>${fieldError(errors, 'bank')}</div><button type="submit">${escapeHtml(
    t('continue'),
  )}</button></form></div>`;
}

/** A payment's page: the account to pay into, then the thanks (or why it can no longer be paid). */
export function paymentPage(
  strings: PageStrings,
  payment: PublicLinkPayment,
  options: { startAgain: string; sandbox: boolean; pollUrl?: string },
) {
  const poll = options.pollUrl ? ` data-poll="${escapeHtml(options.pollUrl)}"` : '';
  const { t } = strings;
  const amount = money(payment.amount, payment.currency);
  const store = payment.store.name;
  const head = `${storeHeader(payment.store)}<h1>${escapeHtml(payment.link.name)}</h1>`;
  const reference = `<dl><dt>${escapeHtml(t('reference'))}</dt><dd>${escapeHtml(
    payment.reference.toUpperCase(),
  )}</dd></dl>`;
  if (payment.status === 'paid') {
    const after = payment.aftermessage
      ? `<p>${escapeHtml(payment.aftermessage)}</p>`
      : `<p>${escapeHtml(t('paidText', { store, amount }))}</p>`;
    const redirect = payment.redirecturl
      ? `<p class="muted">${escapeHtml(t('redirecting', { store }))}</p>`
      : '';
    return `<div class="card" data-status="paid">${head}<p class="ok" aria-hidden="true">✓</p><h2>${escapeHtml(
      t('paidTitle'),
    )}</h2>${after}${reference}${redirect}</div>`;
  }
  if (payment.method === 'card' && payment.status === 'failed' && payment.failure) {
    return `<div class="card" data-status="failed">${head}<h2>${escapeHtml(
      t('cardFailedTitle'),
    )}</h2><p>${escapeHtml(t('cardFailedText', { reason: payment.failure }))}</p><p class="muted">${escapeHtml(
      t('cardFailedHint'),
    )}</p>${reference}<a class="button" href="${escapeHtml(options.startAgain)}">${escapeHtml(
      t('startAgain'),
    )}</a></div>`;
  }
  if (payment.method === 'card' && payment.status === 'pending') {
    const resume = payment.checkouturl
      ? `<a class="button" href="${escapeHtml(payment.checkouturl)}">${escapeHtml(t('cardContinue'))}</a>`
      : '';
    return `<div class="card" data-status="pending" data-payment="${escapeHtml(payment.id)}"${poll}>${head}<h2>${escapeHtml(
      t('cardTitle'),
    )}</h2><p class="price">${escapeHtml(amount)}</p><p role="status">${escapeHtml(
      t('cardWaiting'),
    )}</p>${reference}${resume}</div>`;
  }
  if (!payment.account) {
    const [title, text] =
      payment.status === 'expired'
        ? [t('expiredTitle'), t('expiredText', { store })]
        : [t('failedTitle'), ''];
    return `<div class="card" data-status="${payment.status}">${head}<h2>${escapeHtml(title)}</h2>${
      text ? `<p>${escapeHtml(text)}</p>` : ''
    }${reference}<a class="button" href="${escapeHtml(options.startAgain)}">${escapeHtml(
      t('startAgain'),
    )}</a></div>`;
  }
  const account = payment.account;
  const copy = (text: string) =>
    `<button type="button" class="copy" data-copy="${escapeHtml(text)}" data-copied="${escapeHtml(
      t('copied'),
    )}">${escapeHtml(t('copy'))}</button>`;
  const sandbox = options.sandbox
    ? `<button type="button" class="secondary" data-sandbox-pay="${escapeHtml(
        payment.reference,
      )}">${escapeHtml(t('sandboxPay'))}</button><p class="muted">${escapeHtml(t('sandboxNote'))}</p>`
    : '';
  return `<div class="card" data-status="pending" data-payment="${escapeHtml(payment.id)}"${poll}>${head}<h2>${escapeHtml(
    t('transferTitle'),
  )}</h2><p>${escapeHtml(
    t('sendExactly', { amount: money(account.amountdue, payment.currency) }),
  )}</p><dl><dt>${escapeHtml(t('accountBank'))}</dt><dd>${escapeHtml(account.bank)}</dd><dt>${escapeHtml(
    t('accountNumber'),
  )}</dt><dd><span>${escapeHtml(account.accountnumber)}</span>${copy(account.accountnumber)}</dd><dt>${escapeHtml(
    t('accountName'),
  )}</dt><dd>${escapeHtml(account.accountname)}</dd><dt>${escapeHtml(t('reference'))}</dt><dd>${escapeHtml(
    payment.reference.toUpperCase(),
  )}</dd></dl><p class="muted" data-expires="${escapeHtml(account.expiresat)}" data-template="${escapeHtml(
    t('expiresIn', { time: '{time}' }),
  )}">${escapeHtml(t('expiresIn', { time: new Date(account.expiresat).toISOString().slice(11, 16) + ' UTC' }))}</p><p role="status">${escapeHtml(
    t('waiting'),
  )}</p>${sandbox}</div>`;
}

/** A page for a link that does not exist, or a failure. */
export function messagePage(title: string, text: string) {
  return `<div class="card"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p></div>`;
}
