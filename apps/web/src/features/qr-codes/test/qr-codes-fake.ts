import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import type { Product } from '@olivia/contracts/catalog';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type { PaymentLink } from '@olivia/contracts/payment-links';
import { qrCodeEndpoints } from '@olivia/contracts/qr-code-endpoints';
import type { QrCode } from '@olivia/contracts/qr-codes';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const codeId = (index: number) => `00000000-0000-4000-8000-0000000002${10 + index}`;
export const PRODUCT_ID = '00000000-0000-4000-8000-000000000301';
export const LINK_ID = '00000000-0000-4000-8000-000000000401';
export const FIXED_LINK_ID = '00000000-0000-4000-8000-000000000402';

export const qrCode = (index: number, overrides: Partial<QrCode> = {}): QrCode => {
  const code = `CODE000${index}`;
  const base: QrCode = {
    id: codeId(index),
    label: ['Shop window', 'Swing tag', 'Deposit poster'][index - 1] ?? `Code ${index}`,
    kind: 'store',
    targetid: null,
    targetname: "Ada's Fabrics",
    amount: null,
    currency: 'NGN',
    code,
    scanurl: `https://app.example/q/${code}`,
    destination: 'https://app.example/store/adas-fabrics',
    scans: 486,
    lastscannedat: '2026-03-06T09:00:00.000Z',
    active: true,
    createdat: '2026-03-05T14:07:00.000Z',
  };
  if (index === 2) {
    Object.assign(base, {
      kind: 'product',
      targetid: PRODUCT_ID,
      targetname: 'Ankara wrap dress',
      destination: `https://app.example/store/adas-fabrics/products/${PRODUCT_ID}`,
      scans: 12,
    });
  }
  if (index === 3) {
    Object.assign(base, {
      kind: 'link',
      targetid: LINK_ID,
      targetname: 'Aso-oke deposit',
      amount: 50_000,
      destination: 'https://app.example/pay/aso-oke?amount=50000',
      scans: 0,
      lastscannedat: null,
      active: false,
    });
  }
  return { ...base, ...overrides };
};

const CREATED = '2026-03-05T14:07:00.000Z';

const link = (id: string, name: string, payer: boolean): PaymentLink => ({
  id,
  name,
  description: '',
  imageurl: '',
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  url: `https://app.example/pay/${name.toLowerCase().replace(/\W+/g, '-')}`,
  amounttype: payer ? 'payer' : 'fixed',
  amount: payer ? null : 7500,
  items: [],
  minimumamount: payer ? 20_000 : 7500,
  currency: 'NGN',
  collectphone: false,
  collectaddress: false,
  customfields: [],
  completionlimit: null,
  expiresat: null,
  aftermessage: '',
  splitgroupid: null,
  redirecturl: '',
  active: true,
  state: 'active',
  views: 0,
  attempts: 0,
  payments: 0,
  revenue: 0,
  createdat: CREATED,
  updatedat: CREATED,
});

const product: Product = {
  id: PRODUCT_ID,
  name: 'Ankara wrap dress',
  description: '',
  price: 12_000,
  compareatprice: null,
  costprice: null,
  sku: 'ADA-001',
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 5,
  status: 'active',
  variants: [],
  createdat: CREATED,
  updatedat: CREATED,
};

export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

/**
 * A fake of the QR codes API holding `store` (changed by create, update and remove), its images
 * (an SVG for any code), and the products and links a new code can open.
 */
export function fakeQrCodesApi(store: QrCode[]) {
  const indexOf = (id: string) => store.findIndex((code) => code.id === id);
  return fakeApi(
    fakeEndpoint(qrCodeEndpoints.list, ({ query }) => {
      const content = store.filter((code) => !query.kind || code.kind === query.kind);
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(
      qrCodeEndpoints.image,
      ({ query }) =>
        new Response(query.format === 'png' ? new Uint8Array([137, 80, 78, 71]) : SVG, {
          status: 200,
          headers: { 'content-type': query.format === 'png' ? 'image/png' : 'image/svg+xml' },
        }),
    ),
    fakeEndpoint(
      qrCodeEndpoints.get,
      ({ params }) => store[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(qrCodeEndpoints.create, ({ body }) => {
      const created = qrCode(store.length + 1, { ...body, id: codeId(store.length + 1) } as QrCode);
      store.push(created);
      return created;
    }),
    fakeEndpoint(qrCodeEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      store[index] = { ...store[index], ...body } as QrCode;
      return store[index];
    }),
    fakeEndpoint(qrCodeEndpoints.remove, ({ params }) => {
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'QR code removed' };
    }),
    fakeEndpoint(productEndpoints.list, () => ({
      content: [product],
      total: 1,
      page: 0,
      size: 50,
    })),
    fakeEndpoint(paymentLinkEndpoints.list, () => ({
      content: [link(LINK_ID, 'Aso-oke deposit', true), link(FIXED_LINK_ID, 'Gele class', false)],
      total: 2,
      page: 0,
      size: 100,
    })),
  );
}
