import {
  CustomerRequestSchema,
  UpdateCustomerRequestSchema,
  type Customer,
} from '@olivia/contracts/customers';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

const NO_CONSENT = { granted: false, at: null, source: 'none' } as const;
const ERASED_AT = '2026-03-10T10:00:00.000Z';

export const customer = (index: number, overrides: Partial<Customer> = {}): Customer => ({
  id: uuid(index),
  name: ['Ada Obi', 'Bola Ade', 'Chidi Eze'][index - 1] ?? `Customer ${index}`,
  email: ['ada@example.com', 'bola@example.com', 'chidi@example.com'][index - 1] ?? 'x@example.com',
  phone: '+2348012345678',
  orderscount: 3,
  totalspent: 82500,
  lastorderat: '2026-03-05T14:07:00.000Z',
  createdat: '2026-02-01T09:00:00.000Z',
  source: 'storefront',
  notes: '',
  tags: [],
  addresses: [],
  marketing: { email: NO_CONSENT, sms: NO_CONSENT },
  erasedat: null,
  ...overrides,
});

/** What the server makes of a customer once their personal data is erased. */
export const erased = (from: Customer): Customer => ({
  ...from,
  name: '',
  email: '',
  phone: '',
  notes: '',
  tags: [],
  addresses: [],
  marketing: { email: NO_CONSENT, sms: NO_CONSENT },
  erasedat: ERASED_AT,
});

type Answer = () => Response | undefined;

/**
 * A fake of the customers API by its contract endpoints, holding `store`; the list searches
 * names, e-mails and phones and filters by tag, source and consent; create, update and erase
 * change `store`, unless `refuse.create` or `refuse.update` answers instead. Tests count
 * requests with `of(endpoint)`.
 */
export function mockCustomersApi(
  store: Customer[],
  refuse: { create?: Answer; update?: Answer } = {},
) {
  const find = (id: string) => store.find((c) => c.id === id);
  const notFound = () => jsonResponse(404, { error: 'Not Found' });
  const consentOf = (granted: boolean) =>
    granted ? { granted, at: '2026-03-12T09:00:00.000Z', source: 'merchant' as const } : NO_CONSENT;
  return fakeApi(
    fakeEndpoint(customerEndpoints.list, ({ query }) => {
      const q = query.q?.toLowerCase() ?? '';
      const content = store.filter(
        (c) =>
          [c.name, c.email, c.phone].join(' ').toLowerCase().includes(q) &&
          (!query.tag || c.tags.includes(query.tag)) &&
          (!query.source || c.source === query.source) &&
          (query.consent !== 'email' || c.marketing.email.granted) &&
          (query.consent !== 'sms' || c.marketing.sms.granted),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(customerEndpoints.get, ({ params }) => find(params.id) ?? notFound()),
    fakeEndpoint(customerEndpoints.create, ({ body }) => {
      const refusal = refuse.create?.();
      if (refusal) return refusal;
      const { emailconsent, smsconsent, ...fields } = CustomerRequestSchema.parse(body);
      const created = customer(store.length + 1, {
        ...fields,
        source: 'manual',
        orderscount: 0,
        totalspent: 0,
        lastorderat: null,
        marketing: { email: consentOf(emailconsent), sms: consentOf(smsconsent) },
      });
      store.push(created);
      return created;
    }),
    fakeEndpoint(customerEndpoints.update, ({ params, body }) => {
      const refusal = refuse.update?.();
      if (refusal) return refusal;
      const found = find(params.id);
      if (!found) return notFound();
      const { emailconsent, smsconsent, ...fields } = UpdateCustomerRequestSchema.parse(body);
      Object.assign(found, fields);
      if (emailconsent !== undefined) found.marketing.email = consentOf(emailconsent);
      if (smsconsent !== undefined) found.marketing.sms = consentOf(smsconsent);
      return found;
    }),
    fakeEndpoint(customerEndpoints.erase, ({ params }) => {
      const index = store.findIndex((c) => c.id === params.id);
      const found = store[index];
      if (!found) return notFound();
      store[index] = erased(found);
      return store[index];
    }),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
