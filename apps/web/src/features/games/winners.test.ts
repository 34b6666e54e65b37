import { describe, expect, it } from 'vitest';
import { splitWinners } from './winners.ts';

const winner = (i: number) => ({
  customerName: `pl***${i}`,
  winAmount: `${i * 1000}.5`,
  gameName: `Game ${i}`,
  iconUrl: `/icon/${i}.svg`,
});

describe('winner board rules (spec section 9)', () => {
  it('highlights the top three and ranks the rest from 4', () => {
    const { top, rest } = splitWinners(Array.from({ length: 20 }, (_, i) => winner(i + 1)));
    expect(top.map((w) => w.rank)).toEqual([1, 2, 3]);
    expect(top[0]?.customerName).toBe('pl***1');
    expect(rest).toHaveLength(17);
    expect(rest[0]).toMatchObject({ rank: 4, customerName: 'pl***4' });
    expect(rest.at(-1)?.rank).toBe(20);
  });

  it('copes with fewer than three winners', () => {
    expect(splitWinners([winner(1)])).toEqual({ top: [{ ...winner(1), rank: 1 }], rest: [] });
    expect(splitWinners([])).toEqual({ top: [], rest: [] });
  });
});
