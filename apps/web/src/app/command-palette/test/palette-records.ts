import type { Product } from '@olivia/contracts/catalog';
import type { Customer } from '@olivia/contracts/customers';
import type { Order } from '@olivia/contracts/orders';
import type { AgencyTransaction } from '@olivia/contracts/wallet';

/** One list page of `content`. */
export const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 5 });

export const ORDER: Order = {
  id: '00000000-0000-4000-8000-000000000901',
  number: 1042,
  total: 31500,
  orderStatus: 'paid',
  createdat: '2026-11-20T10:00:00.000Z',
  currency: 'NGN',
  customer: { id: 'c1', name: 'Chioma Obi', email: 'chioma@example.com', phone: '+2348030000000' },
  itemcount: 2,
  paymentstate: 'paid',
  amountpaid: 31500,
  updatedat: '2026-11-20T10:00:00.000Z',
};

export const PRODUCT: Product = {
  id: '00000000-0000-4000-8000-000000000902',
  name: 'Ankara wrap dress',
  description: '',
  price: 25000,
  compareatprice: null,
  costprice: null,
  sku: 'ANK-001',
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 4,
  status: 'active',
  variants: [],
  createdat: '2026-11-01T10:00:00.000Z',
  updatedat: '2026-11-01T10:00:00.000Z',
};

export const CUSTOMER: Customer = {
  id: '00000000-0000-4000-8000-000000000903',
  name: 'Chioma Obi',
  email: 'chioma@example.com',
  phone: '+2348030000000',
  orderscount: 3,
  totalspent: 90000,
  lastorderat: null,
  createdat: '2026-10-01T10:00:00.000Z',
  source: 'manual',
  notes: '',
  tags: [],
  addresses: [],
  marketing: {
    email: { granted: false, at: null, source: 'none' },
    sms: { granted: false, at: null, source: 'none' },
  },
  erasedat: null,
};

export const TRANSACTION: AgencyTransaction = {
  id: '00000000-0000-4000-8000-000000000904',
  agencyTxn: 'TRANSFER',
  status: 'SUCCESSFUL',
  request: '',
  response: '',
  amount: 5000,
  direction: 'debit',
  currency: 'NGN',
  createdat: '2026-11-21T10:00:00.000Z',
  modifiedat: '2026-11-21T10:00:00.000Z',
  createdby: 'ada@example.com',
  meaning: 'Transfer',
  description: { code: 'topUp', params: {} },
  ref: 'TRF-7781',
};
