import { describe, expect, it, vi } from 'vitest';
import { secureShuffle } from './secure-shuffle';

describe('secureShuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const items = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const shuffled = secureShuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('draws from crypto.getRandomValues', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    secureShuffle([1, 2, 3]);
    expect(getRandomValues).toHaveBeenCalled();
  });

  it('puts each item in each place about equally often', () => {
    const firsts = new Map<string, number>();
    for (let run = 0; run < 3000; run += 1) {
      const [first = ''] = secureShuffle(['a', 'b', 'c']);
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const count of firsts.values()) expect(count).toBeGreaterThan(850);
    expect(firsts.size).toBe(3);
  });
});
