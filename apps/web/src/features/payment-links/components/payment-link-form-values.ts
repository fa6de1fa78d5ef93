import type { Product } from '@olivia/contracts/catalog';
import type {
  PaymentLink,
  PaymentLinkItem,
  PaymentLinkRequest,
} from '@olivia/contracts/payment-links';

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
  items: [],
};

/**
 * A stored link as its edit form's values. A link with products has no amount of its own (its
 * amount is their total), so removing them all asks for one.
 */
export function linkFormValues(link: PaymentLink): PaymentLinkRequest {
  const { name, description, imageurl, slug, amounttype, amount, minimumamount } = link;
  const { collectphone, collectaddress, customfields, completionlimit, expiresat } = link;
  const { aftermessage, redirecturl, active, splitgroupid } = link;
  const items = link.items.map(({ productid, variantid, quantity }) => ({
    productid,
    variantid,
    quantity,
  }));
  return {
    name,
    description,
    imageurl,
    slug,
    amounttype,
    amount: items.length > 0 ? null : amount,
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
    items,
  };
}

type Line = NonNullable<PaymentLinkRequest['items']>[number];

/** What the form knows of a line's product: found by the search, or the stored link's line. */
export interface KnownProducts {
  found: ReadonlyMap<string, Product>;
  stored: readonly PaymentLinkItem[];
}

/** The stored line selling the same product (and variant), if the link had it when opened. */
export const storedLineOf = (line: Line, known: KnownProducts) =>
  known.stored.find(
    (item) => item.productid === line.productid && item.variantid === (line.variantid ?? null),
  );

/** A line's unit price now: its variant's, else its product's; 0 while unknown. */
export function unitPriceOf(line: Line, known: KnownProducts) {
  const product = known.found.get(line.productid);
  if (product) {
    const variant = product.variants.find((v) => v.id === line.variantid);
    return variant?.price ?? (product.variants.length > 0 ? 0 : product.price);
  }
  return storedLineOf(line, known)?.unitprice ?? 0;
}

const cents = (amount: number) => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);

/** What the lines come to at the prices the form knows (the server prices them itself). */
export const linesTotal = (lines: readonly Line[], known: KnownProducts) =>
  lines.reduce(
    (sum, line) =>
      sum + cents(unitPriceOf(line, known)) * (Number.isFinite(line.quantity) ? line.quantity : 0),
    0,
  ) / 100;

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
