import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import type { Product } from '@olivia/contracts/catalog';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import type { Customer } from '@olivia/contracts/customers';
import { discountEndpoints } from '@olivia/contracts/discount-endpoints';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import { discountMessages } from '@olivia/contracts/discount-messages';
import type { Invoice, InvoiceRequest } from '@olivia/contracts/invoices';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { invoiceFigures } from '../components/invoice-math';
import { customerDefaults } from '../../../test/customer-defaults';
import { jsonResponse } from '../../../test/fetch-mock';

export const invoiceId = (index: number) => `00000000-0000-4000-8000-0000000003${10 + index}`;
export const customerId = (index: number) => `00000000-0000-4000-8000-0000000004${10 + index}`;
export const productId = (index: number) => `00000000-0000-4000-8000-0000000005${10 + index}`;

const NAMES = ['Chioma Obi', 'Tolu Adeyemi', 'Kunle Bello', 'Ngozi Eze', 'Femi Ade'];

/** Invoice 1 is sent and overdue, 2 a draft, 3 partly paid, 4 paid, 5 void. */
export const invoice = (index: number, overrides: Partial<Invoice> = {}): Invoice => {
  const status =
    (['sent', 'draft', 'partiallypaid', 'paid', 'void'] as const)[index - 1] ?? 'draft';
  const paid = { partiallypaid: 10_000, paid: 24_000 }[status as string] ?? 0;
  return {
    id: invoiceId(index),
    number: status === 'draft' ? '' : `INV-${String(index).padStart(4, '0')}`,
    status,
    overdue: index === 1,
    customerid: index === 1 ? customerId(1) : null,
    customername: NAMES[index - 1] ?? `Customer ${index}`,
    customeremail: `customer${index}@example.com`,
    customerphone: '',
    lines: [
      {
        description: 'Adire wrapper',
        productid: null,
        quantity: 2,
        unitprice: 12_000,
        total: 24_000,
        discount: 0,
      },
    ],
    currency: 'NGN',
    subtotal: 24_000,
    discount: 0,
    discountid: null,
    discountname: '',
    couponcode: '',
    discountsaving: 0,
    taxrate: 0,
    tax: 0,
    total: 24_000,
    amountpaid: paid,
    amountdue: status === 'void' ? 0 : 24_000 - paid,
    notes: '',
    splitgroupid: null,
    duedate: '2026-03-19',
    url: status === 'draft' ? '' : `https://app.example/i/${invoiceId(index)}`,
    sentat: status === 'draft' ? null : '2026-03-05T14:07:00.000Z',
    paidat: status === 'paid' ? '2026-03-08T10:00:00.000Z' : null,
    voidedat: status === 'void' ? '2026-03-09T10:00:00.000Z' : null,
    createdat: '2026-03-05T14:07:00.000Z',
    ...overrides,
  };
};

export const customer = (index: number): Customer => ({
  id: customerId(index),
  name: NAMES[index - 1] ?? `Customer ${index}`,
  email: `customer${index}@example.com`,
  phone: `+23480000000${index}`,
  orderscount: 1,
  totalspent: 10_000,
  lastorderat: null,
  createdat: '2026-03-01T10:00:00.000Z',
  ...customerDefaults,
});

export const product = (index: number): Product => ({
  id: productId(index),
  name: ['Ankara tote', 'Gele'][index - 1] ?? `Product ${index}`,
  description: '',
  price: [7_500.5, 3_000][index - 1] ?? 1_000,
  compareatprice: null,
  costprice: null,
  sku: '',
  images: [],
  categoryid: null,
  categoryname: '',
  brandid: null,
  brandname: '',
  stock: 5,
  status: 'active',
  variants: [],
  createdat: '2026-03-01T10:00:00.000Z',
  updatedat: '2026-03-01T10:00:00.000Z',
});

/** The PDF's first bytes, as the server answers them. */
export const PDF_BYTES = '%PDF-1.3 fake invoice';

type Refusal = () => Response | undefined;

interface FakeOptions {
  /** Answers first (a refusal), or undefined to go on. */
  save?: Refusal;
  remove?: Refusal;
  void?: Refusal;
  customers?: Customer[];
  products?: Product[];
}

/** A 409 as the server words it. */
export const conflict = (error: string) => jsonResponse(409, { error });

/**
 * A fake of the invoices API holding `store`: lists narrowed by status (or overdue) and due dates
 * like the server; create makes a draft, send numbers it, void and remove change the store; the
 * totals, the PDF, and the store's customers and products searched by `q`.
 */
export function fakeInvoicesApi(store: Invoice[], options: FakeOptions = {}) {
  const indexOf = (id: string) => store.findIndex((i) => i.id === id);
  const found = (id: string) => store[indexOf(id)] ?? jsonResponse(404, { error: 'Not Found' });
  const matches = (q: string | undefined, text: string) =>
    !q || text.toLowerCase().includes(q.toLowerCase());
  const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });
  let numbered = store.filter((i) => i.number).length;
  /** A saved body as the server answers it: lines with their totals, the money worked out. */
  const fromBody = (body: InvoiceRequest): Partial<Invoice> => {
    const figures = invoiceFigures(body);
    return {
      ...(body as Partial<Invoice>),
      lines: body.lines.map((line) => ({
        productid: null,
        ...line,
        total: line.quantity * line.unitprice,
        discount: 0,
      })),
      ...figures,
      amountdue: figures.total,
    };
  };

  return fakeApi(
    fakeEndpoint(invoiceEndpoints.totals, () => ({
      currency: 'NGN',
      outstanding: 62_000,
      overdue: 24_000,
      paidthismonth: 34_000,
    })),
    fakeEndpoint(invoiceEndpoints.list, ({ query }) =>
      page(
        store.filter(
          (i) =>
            (!query.status ||
              (query.status === 'overdue' ? i.overdue : i.status === query.status)) &&
            (!query.from || i.duedate >= query.from) &&
            (!query.to || i.duedate <= query.to) &&
            matches(query.q, `${i.number} ${i.customername} ${i.customeremail}`),
        ),
      ),
    ),
    fakeEndpoint(invoiceEndpoints.get, ({ params }) => found(params.id)),
    fakeEndpoint(invoiceEndpoints.create, ({ body }) => {
      const refused = options.save?.();
      if (refused) return refused;
      const created = invoice(store.length + 1, {
        ...fromBody(body),
        status: 'draft',
        number: '',
        overdue: false,
        url: '',
        sentat: null,
        amountpaid: 0,
      });
      store.push(created);
      return created;
    }),
    fakeEndpoint(invoiceEndpoints.update, ({ params, body }) => {
      const refused = options.save?.();
      if (refused) return refused;
      const index = indexOf(params.id);
      store[index] = { ...store[index], ...fromBody(body) } as Invoice;
      return store[index];
    }),
    fakeEndpoint(invoiceEndpoints.remove, ({ params }) => {
      const refused = options.remove?.();
      if (refused) return refused;
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Invoice deleted' };
    }),
    fakeEndpoint(invoiceEndpoints.send, ({ params }) => {
      const index = indexOf(params.id);
      const current = store[index] as Invoice;
      if (current.status === 'draft') {
        numbered += 1;
        store[index] = {
          ...current,
          status: 'sent',
          number: `INV-${String(numbered).padStart(4, '0')}`,
          url: `https://app.example/i/${current.id}`,
          sentat: '2026-03-10T09:00:00.000Z',
        };
      }
      return store[index] as Invoice;
    }),
    fakeEndpoint(invoiceEndpoints.void, ({ params }) => {
      const refused = options.void?.();
      if (refused) return refused;
      const index = indexOf(params.id);
      store[index] = { ...(store[index] as Invoice), status: 'void', overdue: false };
      return store[index];
    }),
    fakeEndpoint(invoiceEndpoints.remind, () => ({ status: 200, message: 'Reminder sent' })),
    fakeEndpoint(
      invoiceEndpoints.pdf,
      () =>
        new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    ),
    // The code TENPC takes 10% off every line (ADR 0034); any other is not valid.
    fakeEndpoint(invoiceEndpoints.quote, ({ body }) => {
      if (body.code !== 'TENPC') {
        return jsonResponse(400, {
          error: discountMessages.couponNotValid,
          details: { code: [discountMessages.couponNotValid] },
        });
      }
      const lines = body.lines.map((line) => {
        const total = line.quantity * line.unitprice;
        return { ...line, productid: null, total, discount: total / 10 };
      });
      const saving = lines.reduce((sum, line) => sum + line.discount, 0);
      const figures = invoiceFigures({ ...body, discount: (body.discount ?? 0) + saving });
      return {
        ...figures,
        lines,
        discountid: 'ten',
        discountname: 'Ten',
        couponcode: 'TENPC',
        discountsaving: saving,
      };
    }),
    fakeEndpoint(discountEndpoints.list, () => page([])),
    fakeEndpoint(customerEndpoints.list, ({ query }) =>
      page((options.customers ?? []).filter((c) => matches(query.q, `${c.name} ${c.email}`))),
    ),
    fakeEndpoint(productEndpoints.list, ({ query }) =>
      page((options.products ?? []).filter((p) => matches(query.q, p.name))),
    ),
  );
}
