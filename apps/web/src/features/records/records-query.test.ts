import { describe, expect, it } from 'vitest';
import { parseRecordsState, rangeOf, recordsSearch } from './records-query.ts';

const today = new Date(2026, 2, 15, 10);
const parse = (search: string) => parseRecordsState(new URLSearchParams(search), today);

describe('records state in the URL', () => {
  it('defaults to the previous 7 days, newest first, page 1', () => {
    const state = parse('');
    expect(state).toMatchObject({ range: 'prev7', pageNo: 1, sort: 'time', order: 'desc' });
    expect(rangeOf(state, today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(recordsSearch(state).toString()).toBe('');
  });

  it('round-trips a custom range, filter, sort and page', () => {
    const state = parse(
      'range=custom&from=2026-01-01&to=2026-01-31&filter=DEPOSIT&sort=amount&order=asc&page=3',
    );
    expect(state).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      filter: 'DEPOSIT',
      sort: 'amount',
      order: 'asc',
      pageNo: 3,
    });
    expect(parse(recordsSearch(state).toString())).toEqual(state);
  });

  it('falls back on odd values instead of sending them to the server', () => {
    expect(parse('range=custom&from=2026-02-30&to=x')).toMatchObject({ range: 'prev7' });
    expect(parse('range=yesterday').range).toBe('prev7');
    expect(parse('page=-2').pageNo).toBe(1);
    expect(parse('page=1.5').pageNo).toBe(1);
    expect(parse('sort=balance&order=up')).toMatchObject({ sort: 'time', order: 'desc' });
  });
});
