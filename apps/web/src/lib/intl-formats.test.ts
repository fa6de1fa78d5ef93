import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('the Intl formatter cache', () => {
  it('makes a formatter once per locale and options', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
    expect(numberFormat('fr')).not.toBe(numberFormat('de'));
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr'));
    const day = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-GB', day)).toBe(dateTimeFormat('en-GB', { ...day }));
    expect(relativeTimeFormat('fr', { numeric: 'auto' })).toBe(
      relativeTimeFormat('fr', { numeric: 'auto' }),
    );
  });

  it('formats as Intl does', () => {
    expect(numberFormat('de').format(11000)).toBe('11.000');
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(0)).toBe(
      '1 Jan 1970',
    );
  });
});
