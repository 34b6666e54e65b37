import { describe, expect, it } from 'vitest';
import { pagePrizeMode, prizeModeOf } from './prize-mode.ts';

const card = { vassalage: 'X' };

describe('prizeModeOf (spec section 4)', () => {
  it('is the electronic mode when the ELOTT cards contain TCG_LOTTO_VN', () => {
    expect(prizeModeOf({ TCG_LOTTO_VN: card, RPL: card })).toBe('ELOTT');
  });

  it('is the electronic mode when the ELOTT cards contain LOTT', () => {
    expect(prizeModeOf({ LOTT: card })).toBe('ELOTT');
  });

  it('is the normal mode otherwise, and while the cards are unknown', () => {
    expect(prizeModeOf({ TCG: card, RPL: card })).toBe('LOTT');
    expect(prizeModeOf({})).toBe('LOTT');
    expect(prizeModeOf(undefined)).toBe('LOTT');
  });

  it('looks at keys, not at inherited properties or values', () => {
    expect(prizeModeOf(Object.create({ LOTT: card }) as Record<string, unknown>)).toBe('LOTT');
    expect(prizeModeOf({ TCG: 'LOTT' })).toBe('LOTT');
  });
});

describe('pagePrizeMode', () => {
  it('uses SEA on the SEA lottery page whatever the cards say', () => {
    expect(pagePrizeMode('seaLottery', { LOTT: card })).toBe('SEA');
  });

  it('follows the rule on the other lottery pages', () => {
    expect(pagePrizeMode('lottery', { LOTT: card })).toBe('ELOTT');
    expect(pagePrizeMode('vnLottery', { TCG: card })).toBe('LOTT');
  });
});
