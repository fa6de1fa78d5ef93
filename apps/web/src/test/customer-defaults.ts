import type { Customer } from '@olivia/contracts/customers';

/** A storefront customer's fields beyond who they are and what they spent, for test fakes. */
export const customerDefaults: Pick<
  Customer,
  'source' | 'notes' | 'tags' | 'addresses' | 'marketing' | 'erasedat'
> = {
  source: 'storefront',
  notes: '',
  tags: [],
  addresses: [],
  marketing: {
    email: { granted: false, at: null, source: 'none' },
    sms: { granted: false, at: null, source: 'none' },
  },
  erasedat: null,
};
