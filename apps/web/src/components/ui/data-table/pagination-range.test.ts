import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

const show = (page: number, count: number) =>
  paginationRange(page, count)
    .map((item) => (typeof item === 'number' ? item : '…'))
    .join(' ');

describe('paginationRange', () => {
  it('shows one sibling each side and one boundary page', () => {
    expect(show(5, 10)).toBe('1 … 4 5 6 … 10');
  });

  it('fills the gap near either end instead of an ellipsis', () => {
    expect(show(1, 10)).toBe('1 2 3 4 5 … 10');
    expect(show(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(show(7, 10)).toBe('1 … 6 7 8 9 10');
    expect(show(10, 10)).toBe('1 … 6 7 8 9 10');
  });

  it('lists every page when there are few', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 3)).toBe('1 2 3');
    expect(show(3, 7)).toBe('1 2 3 4 5 6 7');
  });
});
