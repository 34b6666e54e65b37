import { describe, expect, it } from 'vitest';
import { presetRange } from '../../lib/date-presets.ts';
import { parseTeamBets, parseTeamList, parseTeamTransactions } from './team-query.ts';

const today = new Date(2026, 10, 28, 12);

describe('team report state in the address', () => {
  it('falls back to the previous 7 days, everyone, page 1 and grouping by member', () => {
    const week = presetRange('prev7', today);
    expect(parseTeamBets(new URLSearchParams('view=bets'), today)).toEqual({
      range: 'prev7',
      ...week,
      username: '',
      pageNo: 1,
      by: 'member',
      category: undefined,
    });
    // Odd values are ignored: a preset ahead of today, a page of 0, unknown groups and codes.
    expect(
      parseTeamBets(
        new URLSearchParams('range=next7&page=0&by=week&category=POKER&username=%20p1%20'),
        today,
      ),
    ).toMatchObject({
      range: 'prev7',
      pageNo: 1,
      by: 'member',
      category: undefined,
      username: 'p1',
    });
    expect(parseTeamTransactions(new URLSearchParams('type=REFUND'), today).type).toBeUndefined();
  });

  it('reads custom days, a member, the page and the filters', () => {
    expect(
      parseTeamList(
        new URLSearchParams('range=custom&from=2026-10-01&to=2026-10-31&username=p1&page=3'),
        today,
      ),
    ).toEqual({ range: 'custom', from: '2026-10-01', to: '2026-10-31', username: 'p1', pageNo: 3 });
    expect(parseTeamBets(new URLSearchParams('by=day&category=LIVE'), today)).toMatchObject({
      by: 'day',
      category: 'LIVE',
    });
    expect(parseTeamTransactions(new URLSearchParams('type=WITHDRAWAL'), today).type).toBe(
      'WITHDRAWAL',
    );
  });
});
