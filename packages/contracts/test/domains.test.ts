import { describe, expect, it } from 'vitest';
import { DomainNameSchema, domainStatus } from '../src/domains';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

describe('domainStatus (docs/product/records.md Domain expiry)', () => {
  it('is expiring within 30 days of the expiry, counting whole days left', () => {
    expect(domainStatus(inDays(31), now)).toBe('active');
    expect(domainStatus(inDays(30.99), now)).toBe('expiring');
    expect(domainStatus(inDays(30), now)).toBe('expiring');
    expect(domainStatus(inDays(29), now)).toBe('expiring');
    expect(domainStatus(new Date(now.getTime() + 1), now)).toBe('expiring');
  });

  it('is expired from the moment of expiry', () => {
    expect(domainStatus(now, now)).toBe('expired');
    expect(domainStatus(inDays(-400), now)).toBe('expired');
  });
});

describe('DomainNameSchema', () => {
  it('takes a host name as people type it', () => {
    expect(DomainNameSchema.parse('  MyStore.COM ')).toBe('mystore.com');
    expect(DomainNameSchema.parse('ada-fabrics.com.ng')).toBe('ada-fabrics.com.ng');
    expect(DomainNameSchema.parse('xn--bcher-kva.shop')).toBe('xn--bcher-kva.shop');
  });

  it('refuses what is not a domain name', () => {
    const bad = [
      '',
      'shop',
      '.com',
      'shop.',
      '-shop.com',
      'shop-.com',
      'sh op.com',
      'shop.c',
      'shop.c0m',
      `${'a'.repeat(64)}.com`,
      'shop\u0000.com',
      'https://shop.com',
    ];
    for (const value of bad) expect(DomainNameSchema.safeParse(value).success, value).toBe(false);
  });
});
