import type { PaymentLink, PaymentLinkRequest } from '@olivia/contracts/payment-links';

/** What a new link's form starts with: a fixed amount, nothing collected beyond name and e-mail. */
export const NEW_LINK_VALUES: PaymentLinkRequest = {
  name: '',
  description: '',
  imageurl: '',
  slug: '',
  amounttype: 'fixed',
  amount: null,
  minimumamount: 0,
  collectphone: false,
  collectaddress: false,
  customfields: [],
  completionlimit: null,
  expiresat: null,
  aftermessage: '',
  redirecturl: '',
  active: true,
  splitgroupid: null,
};

/** A stored link as its edit form's values. */
export function linkFormValues(link: PaymentLink): PaymentLinkRequest {
  const { name, description, imageurl, slug, amounttype, amount, minimumamount } = link;
  const { collectphone, collectaddress, customfields, completionlimit, expiresat } = link;
  const { aftermessage, redirecturl, active, splitgroupid } = link;
  return {
    name,
    description,
    imageurl,
    slug,
    amounttype,
    amount,
    minimumamount,
    collectphone,
    collectaddress,
    customfields,
    completionlimit,
    expiresat,
    aftermessage,
    redirecturl,
    active,
    splitgroupid,
  };
}

/** A number field's text as the contract's number: '' is none (null); anything else is parsed. */
export const numberOrNull = (text: unknown) =>
  text === '' || text === null || text === undefined ? null : Number(text);

/** An ISO time as a `datetime-local` value in the reader's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value as the ISO time the contract takes (null for none). */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  // An unreadable value goes as typed, so the contract's message says what is wrong.
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

/** A choice field's choices, typed as comma-separated text. */
export const splitChoices = (text: string) =>
  text
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean);
