import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import type {
  LinkPayment,
  PaymentLink,
  PaymentLinkItem,
  PaymentLinkItemRequest,
} from '@olivia/contracts/payment-links';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const linkId = (index: number) => `00000000-0000-4000-8000-0000000001${10 + index}`;

const NAMES = ['Tailoring deposit', 'Donations', 'Old promo'];
const SLUGS = ['tailoring-deposit', 'donations', 'old-promo'];

export const paymentLink = (index: number, overrides: Partial<PaymentLink> = {}): PaymentLink => {
  const slug = SLUGS[index - 1] ?? `link-${index}`;
  return {
    id: linkId(index),
    name: NAMES[index - 1] ?? `Link ${index}`,
    description: '',
    imageurl: index === 1 ? '/files/image-1' : '',
    slug,
    url: `https://app.example/pay/${slug}`,
    amounttype: index === 2 ? 'payer' : 'fixed',
    amount: index === 2 ? null : 15000,
    items: [],
    minimumamount: index === 2 ? 500 : 15000,
    currency: 'NGN',
    collectphone: false,
    collectaddress: false,
    customfields: [],
    completionlimit: index === 1 ? 10 : null,
    expiresat: null,
    aftermessage: '',
    redirecturl: '',
    splitgroupid: null,
    active: index !== 3,
    state: index === 3 ? 'inactive' : 'active',
    views: index === 1 ? 40 : 0,
    attempts: index === 1 ? 5 : 0,
    payments: index === 1 ? 3 : 0,
    revenue: index === 1 ? 45000 : 0,
    createdat: '2026-03-05T14:07:00.000Z',
    updatedat: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
};

/**
 * How a payment was made: a field the contract is gaining (transfer or card) while this screen is
 * written; spread in, so the fake answers both the contract as committed and as extended.
 */
const byTransfer = { method: 'transfer' as const };

export const linkPayment = (index: number, overrides: Partial<LinkPayment> = {}): LinkPayment => ({
  ...byTransfer,
  id: `00000000-0000-4000-8000-0000000002${10 + index}`,
  reference: `PL-${index}`,
  name: ['Ada Obi', 'Tunde Bello', 'Ngozi Eze'][index - 1] ?? `Payer ${index}`,
  email: `payer${index}@example.com`,
  phone: '',
  address: '',
  answers: [],
  items: [],
  amount: 15000,
  discount: 0,
  couponcode: '',
  credited: index === 3 ? 0 : 14850,
  currency: 'NGN',
  status: index === 3 ? 'pending' : 'paid',
  createdat: '2026-03-06T09:00:00.000Z',
  paidat: index === 3 ? null : '2026-03-06T09:05:00.000Z',
  ...overrides,
});

interface FakeOptions {
  /** Answers a create or update first (a refusal), or undefined to go on. */
  save?: () => Response | undefined;
  /** Answers a remove first (a refusal), or undefined to go on. */
  remove?: () => Response | undefined;
  /** Addresses already taken by any store. */
  taken?: readonly string[];
  payments?: LinkPayment[];
  /** The store's catalogue: what the product search finds and what links' items are priced by. */
  products?: Product[];
}

/** A product of the catalogue, on sale, without variants unless `overrides` give some. */
export const product = (index: number, overrides: Partial<Product> = {}): Product => ({
  id: `00000000-0000-4000-8000-0000000003${10 + index}`,
  name: `Product ${index}`,
  description: '',
  price: 1000,
  compareatprice: null,
  costprice: null,
  sku: '',
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 10,
  status: 'active',
  variants: [],
  createdat: '2026-03-01T10:00:00.000Z',
  updatedat: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** Lines as the server prices them from `products`: unit price, total, variant label. */
export function pricedItems(
  lines: readonly PaymentLinkItemRequest[],
  products: readonly Product[],
): PaymentLinkItem[] {
  return lines.map((line) => {
    const found = products.find((p) => p.id === line.productid);
    const variant = found?.variants.find((v) => v.id === line.variantid);
    const unitprice = variant?.price ?? found?.price ?? 0;
    return {
      productid: line.productid,
      variantid: line.variantid ?? null,
      name: found?.name ?? 'Product',
      variantlabel: variant ? [variant.size, variant.colour].filter(Boolean).join(' / ') : '',
      imageurl: found?.images[0] ?? '',
      quantity: line.quantity,
      unitprice,
      total: unitprice * line.quantity,
      available: Boolean(found),
    };
  });
}

/**
 * A fake of the payment links API holding `store` (changed by create, update and remove), the
 * slug check (`taken` answers unavailable), a link's payments and the image upload. Lists answer
 * the store narrowed by `state` and `amounttype`, payments by `status`, like the server; a
 * link's items are priced from `products`, which the product search finds by name.
 */
export function fakePaymentLinksApi(store: PaymentLink[], options: FakeOptions = {}) {
  const indexOf = (id: string) => store.findIndex((link) => link.id === id);
  const payments = options.payments ?? [];
  const products = options.products ?? [];
  /** A body's items priced, and the link fixed at their total, as the server answers. */
  const priced = (body: { items?: PaymentLinkItemRequest[] }) => {
    if (!body.items) return {};
    const items = pricedItems(body.items, products);
    if (items.length === 0) return { items };
    const amount = items.reduce((sum, item) => sum + item.total, 0);
    return { items, amount, minimumamount: amount, amounttype: 'fixed' as const };
  };
  return fakeApi(
    fakeEndpoint(paymentLinkEndpoints.list, ({ query }) => {
      const content = store.filter(
        (link) =>
          (!query.state || link.state === query.state) &&
          (!query.amounttype || link.amounttype === query.amounttype),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    // Before `get`, whose `:id` would take 'slug-availability' too.
    fakeEndpoint(paymentLinkEndpoints.slugAvailability, ({ query }) => ({
      slug: query.slug ?? '',
      available: !(options.taken ?? []).includes(query.slug ?? ''),
    })),
    fakeEndpoint(paymentLinkEndpoints.payments, ({ query }) => {
      const content = payments.filter((p) => !query.status || p.status === query.status);
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(
      paymentLinkEndpoints.get,
      ({ params }) => store[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(paymentLinkEndpoints.create, ({ body }) => {
      const refused = options.save?.();
      if (refused) return refused;
      const created = {
        ...paymentLink(store.length + 1),
        ...body,
        ...priced(body),
      } as PaymentLink;
      store.push(created);
      return created;
    }),
    fakeEndpoint(paymentLinkEndpoints.update, ({ params, body }) => {
      const refused = options.save?.();
      if (refused) return refused;
      const index = indexOf(params.id);
      const updated = { ...store[index], ...body, ...priced(body) } as PaymentLink;
      store[index] = { ...updated, state: updated.active ? 'active' : 'inactive' };
      return store[index];
    }),
    fakeEndpoint(paymentLinkEndpoints.remove, ({ params }) => {
      const refused = options.remove?.();
      if (refused) return refused;
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Payment link removed' };
    }),
    fakeEndpoint(productEndpoints.list, ({ query }) => {
      const q = (query.q ?? '').toLowerCase();
      const content = products.filter((p) => p.name.toLowerCase().includes(q));
      return { content, total: content.length, page: 0, size: 8 };
    }),
    fakeEndpoint(uploadEndpoints.uploadImage, () => ({ imageURL: '/files/image-2' })),
  );
}
