import { describe, expect, it } from 'vitest';
import { foldText, matchScore, rankEntries } from './palette-ranking';

const entries = [
  { label: 'Products' },
  { label: 'New product' },
  { label: 'Card transactions', context: 'Transactions' },
  { label: 'All transactions', context: 'Transactions' },
  { label: 'Settlements', context: 'Payout' },
  { label: 'Catégories' },
];
const labels = (query: string) => rankEntries(entries, query).map((entry) => entry.label);

describe('palette ranking', () => {
  it('keeps every entry, in order, for an empty query', () => {
    expect(labels('')).toEqual(entries.map((entry) => entry.label));
    expect(labels('   ')).toEqual(entries.map((entry) => entry.label));
  });

  it('puts the whole label first, then its start, then a word start, then anywhere', () => {
    expect(labels('products')).toEqual(['Products']);
    expect(labels('product')).toEqual(['Products', 'New product']);
    expect(labels('trans')).toEqual(['All transactions', 'Card transactions']);
    expect(matchScore({ label: 'Products' }, 'Products')).toBe(100);
    expect(Math.floor(matchScore({ label: 'Products' }, 'prod'))).toBe(80);
    expect(Math.floor(matchScore({ label: 'New product' }, 'prod'))).toBe(60);
    expect(Math.floor(matchScore({ label: 'Settlements' }, 'tle'))).toBe(40);
    expect(Math.floor(matchScore({ label: 'New product' }, 'new prod'))).toBe(80);
    expect(Math.floor(matchScore({ label: 'Card transactions' }, 'transactions card'))).toBe(20);
  });

  it('matches every typed word against the starts of the label and its context', () => {
    expect(labels('new prod')).toEqual(['New product']);
    expect(labels('transactions card')).toEqual(['Card transactions']);
    expect(labels('payout')).toEqual(['Settlements']);
    expect(labels('new card')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(foldText('  Catégories ')).toBe('categories');
    expect(labels('CATEG')).toEqual(['Catégories']);
    expect(labels('catég')).toEqual(['Catégories']);
  });

  it('leaves out what does not match', () => {
    expect(labels('zzz')).toEqual([]);
    expect(labels('a')).toEqual(['All transactions', 'Catégories', 'Card transactions']);
  });

  it('prefers the label the query covers most among matches of one kind', () => {
    const both = [{ label: 'Customer reviews' }, { label: 'Customers' }];
    expect(rankEntries(both, 'custom').map((entry) => entry.label)).toEqual([
      'Customers',
      'Customer reviews',
    ]);
    expect(rankEntries(both, 'customer').map((entry) => entry.label)).toEqual([
      'Customers',
      'Customer reviews',
    ]);
  });
});
