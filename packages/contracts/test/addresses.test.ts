import { describe, expect, it } from 'vitest';
import {
  addressCountryIssues,
  addressFormSchema,
  addressLine,
  formatUkPostcode,
  isUkPostcode,
  NIGERIAN_STATES,
} from '../src/addresses';
import { messages } from '../src/messages';

describe('UK postcodes', () => {
  it.each([
    'SW1A 1AA',
    'sw1a1aa',
    'EC1A 1BB',
    'W1A 0AX',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'GIR 0AA',
    'SE1 9TG',
  ])('accepts %s', (postcode) => expect(isUkPostcode(postcode)).toBe(true));
  it.each(['', '12345', 'SW1A', 'SW1A 1A', 'QW1 1AA', 'SW1A 1CA', 'SW1A-1AA', '1AA SW1A'])(
    'refuses %j',
    (postcode) => expect(isUkPostcode(postcode)).toBe(false),
  );
  it('formats one as the Royal Mail writes it', () => {
    expect(formatUkPostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(formatUkPostcode('m1  1ae')).toBe('M1 1AE');
  });
});

describe("an address's country rules", () => {
  it('lists the 36 states and the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect(NIGERIAN_STATES).toContain('FCT');
  });

  it('asks an NGN store for a state and a GBP store for a valid postcode', () => {
    expect(addressCountryIssues('NGN', { state: null, postcode: '' })).toEqual({
      state: messages.required,
    });
    expect(addressCountryIssues('NGN', { state: 'Lagos', postcode: '' })).toEqual({});
    expect(addressCountryIssues('GBP', { state: null, postcode: '' })).toEqual({
      postcode: messages.required,
    });
    expect(addressCountryIssues('GBP', { postcode: 'LAGOS' })).toEqual({
      postcode: messages.postcodeInvalid,
    });
    expect(addressCountryIssues('GBP', { postcode: 'se1 9tg' })).toEqual({});
    expect(addressCountryIssues('USD', { state: null, postcode: '' })).toEqual({});
  });

  it("puts the rules in the form's schema", () => {
    const body = { kind: 'pickup', label: 'Shop', line1: '3 Bankside', city: 'London' };
    const gbp = addressFormSchema('GBP').safeParse({ ...body, postcode: 'nope' });
    expect(gbp.success).toBe(false);
    expect(gbp.error?.issues.map((issue) => issue.path)).toEqual([['postcode']]);
    expect(addressFormSchema('NGN').safeParse({ ...body, state: 'Lagos' }).success).toBe(true);
    const badState = addressFormSchema('NGN').safeParse({ ...body, state: 'Atlantis' });
    expect(badState.error?.issues[0]?.message).toBe(messages.stateInvalid);
  });

  it('writes one line without empty parts', () => {
    const base = { line1: '14 Tejuosho Market Road', line2: '', city: 'Yaba', postcode: '' };
    expect(addressLine({ ...base, state: 'Lagos' })).toBe('14 Tejuosho Market Road, Yaba, Lagos');
    expect(addressLine({ ...base, city: '', state: null })).toBe('14 Tejuosho Market Road');
    expect(
      addressLine({ ...base, line2: 'Unit 4', city: 'London', state: null, postcode: 'SE1 9TG' }),
    ).toBe('14 Tejuosho Market Road, Unit 4, London, SE1 9TG');
  });
});
