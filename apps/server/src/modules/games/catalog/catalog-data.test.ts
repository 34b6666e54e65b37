import { describe, expect, it } from 'vitest';
import { parseAmount } from '@portal/contracts/money';
import {
  CATEGORIES,
  CATEGORY_CODES,
  GAME_GROUPS,
  GAMES,
  LOTTERY_PAGE_BY_GAME_CODE,
  VENDORS,
  type CategoryCode,
} from './catalog-data.ts';

const BENGALI = /[\u0980-\u09FF]/;
const SPEC_SLOT_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL'];
const SPEC_ESPORTS_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'];
const BGS_CODES = ['BGS_DICE', 'BGS_LIMBO', 'BGS_MINES', 'BGS_PLINKO', 'BGS_SLOT', 'BGS_CRASH'];

const vendorByCode = new Map(VENDORS.map((v) => [v.code, v]));
const gamesIn = (category: CategoryCode) => GAMES.filter((g) => g.category === category);

describe('categories', () => {
  it('lists the ten spec codes once each, in navigation order, with both names', () => {
    expect(CATEGORY_CODES).toEqual([
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'LOTT',
      'ELOTT',
      'FISH',
      'PVP',
      'RNG',
      'BGS',
      'COCKFIGHT',
    ]);
    expect(CATEGORIES.map((c) => c.code)).toEqual(CATEGORY_CODES);
    const sorts = CATEGORIES.map((c) => c.sort);
    expect([...sorts].sort((a, b) => a - b)).toEqual(sorts);
    for (const c of CATEGORIES) {
      expect(c.name.en.trim()).not.toBe('');
      expect(c.name.bn).toMatch(BENGALI);
    }
  });
});

describe('vendors', () => {
  it('has unique, well-formed codes and every vendor the spec names', () => {
    const codes = VENDORS.map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9_]{2,16}$/);
    for (const code of [...SPEC_SLOT_VENDORS, 'BGS', ...SPEC_ESPORTS_VENDORS, 'TCG']) {
      expect(codes).toContain(code);
    }
  });

  it('invents original vendors for the categories the spec leaves open', () => {
    const countIn = (c: CategoryCode) => VENDORS.filter((v) => v.categories.includes(c)).length;
    expect(countIn('LIVE')).toBeGreaterThanOrEqual(2);
    expect(countIn('SPORTS')).toBeGreaterThanOrEqual(2);
    expect(countIn('PVP')).toBeGreaterThanOrEqual(2);
    expect(countIn('COCKFIGHT')).toBeGreaterThanOrEqual(1);
    expect(countIn('LOTT')).toBeGreaterThanOrEqual(1);
    expect(countIn('ELOTT')).toBeGreaterThanOrEqual(1);
  });

  it('moves money into the spec slot vendors, keeps BGS in-house and the rest seamless', () => {
    for (const v of VENDORS) {
      const expected = SPEC_SLOT_VENDORS.includes(v.code)
        ? 'TRANSFER'
        : v.code === 'BGS'
          ? 'INHOUSE'
          : 'SEAMLESS';
      expect(v.wallet, v.code).toBe(expected);
    }
  });

  it('gives each vendor names in both languages, a sort and a logo colour', () => {
    const sorts = VENDORS.map((v) => v.sort);
    expect(new Set(sorts).size).toBe(sorts.length);
    for (const v of VENDORS) {
      expect(v.name.en.trim(), v.code).not.toBe('');
      expect(v.name.bn, v.code).toMatch(BENGALI);
      expect(v.name.en, v.code).not.toMatch(BENGALI);
      expect(v.brandColor, v.code).toMatch(/^#[0-9a-f]{6}$/i);
      expect(v.categories.length, v.code).toBeGreaterThan(0);
    }
  });

  it('has exactly one vendor in maintenance, a small one, ending some hours into 2026', () => {
    const down = VENDORS.filter((v) => v.maintenance);
    expect(down).toHaveLength(1);
    const [vendor] = down;
    const endsAt = vendor!.maintenance!.endsAt!;
    expect(endsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    const hours = (Date.parse(endsAt) - Date.parse('2026-01-01T00:00:00Z')) / 3_600_000;
    expect(hours).toBeGreaterThan(0);
    expect(hours).toBeLessThanOrEqual(48);
    expect(GAMES.filter((g) => g.vendor === vendor!.code).length).toBeLessThanOrEqual(5);
  });

  it('lists exactly the categories it has games in', () => {
    for (const v of VENDORS) {
      const actual = new Set(GAMES.filter((g) => g.vendor === v.code).map((g) => g.category));
      expect([...actual].sort(), v.code).toEqual([...v.categories].sort());
    }
  });

  it('gives FC, JL and JDB fishing games', () => {
    for (const code of ['FC', 'JL', 'JDB']) {
      expect(vendorByCode.get(code)?.categories, code).toContain('FISH');
    }
  });
});

describe('games', () => {
  it('has unique (vendor, code) pairs with well-formed codes', () => {
    const keys = GAMES.map((g) => `${g.vendor}/${g.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const g of GAMES) expect(g.code).toMatch(/^[A-Za-z0-9_]{2,40}$/);
  });

  it("belongs to an existing vendor that lists the game's category", () => {
    for (const g of GAMES) {
      const vendor = vendorByCode.get(g.vendor);
      expect(vendor, g.code).toBeDefined();
      expect(vendor!.categories, g.code).toContain(g.category);
    }
  });

  it('is a believable catalog: 150+ titles, 8+ per category, 12+ slots at three vendors', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(150);
    for (const code of CATEGORY_CODES) {
      if (code === 'BGS') continue;
      expect(gamesIn(code).length, code).toBeGreaterThanOrEqual(8);
    }
    const bigSlotVendors = SPEC_SLOT_VENDORS.filter(
      (v) => GAMES.filter((g) => g.vendor === v && g.category === 'RNG').length >= 12,
    );
    expect(bigSlotVendors.length).toBeGreaterThanOrEqual(3);
  });

  it('holds exactly the six in-house games under BGS', () => {
    const bgs = gamesIn('BGS');
    expect(bgs.map((g) => g.code).sort()).toEqual([...BGS_CODES].sort());
    for (const g of bgs) expect(g.vendor).toBe('BGS');
    expect(GAMES.filter((g) => g.vendor === 'BGS')).toHaveLength(6);
  });

  it('has the TCG lottery games and their pages', () => {
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      const game = GAMES.find((g) => g.code === code);
      expect(game?.vendor, code).toBe('TCG');
      expect(['LOTT', 'ELOTT'], code).toContain(game?.category);
    }
    expect(LOTTERY_PAGE_BY_GAME_CODE).toEqual({
      TCG_LOTTO_VN: '/vnLottery',
      TCG_SEA: '/seaLottery',
    });
    expect(gamesIn('LOTT').filter((g) => !g.code.startsWith('TCG_')).length).toBeGreaterThan(0);
    expect(gamesIn('ELOTT').filter((g) => !g.code.startsWith('TCG_')).length).toBeGreaterThan(0);
  });

  it('names every game in English and in Bengali script', () => {
    for (const g of GAMES) {
      expect(g.name.en.trim(), g.code).not.toBe('');
      expect(g.name.en, g.code).not.toMatch(BENGALI);
      expect(g.name.bn.trim(), g.code).not.toBe('');
      expect(g.name.bn, g.code).toMatch(BENGALI);
    }
    const titles = GAMES.map((g) => g.name.en.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('uses original names, none of the well-known real brands or titles', () => {
    const real =
      /pragmatic|evolution|playtech|jili|pg ?soft|pocket games|spadegaming|microgaming|sexy|sa gaming|sbobet|saba|fa ?chai|sv388|ws168|kingmaker|habanero|netent|ezugi|dream gaming|fortune tiger|fortune ox|mahjong ways|super ace|sweet bonanza|gates of olympus|crazy time|lightning roulette|aviator|spaceman|money coming|\bboxing king|ocean king|fishing god|royal fishing/i;
    for (const v of VENDORS) expect(v.name.en, v.code).not.toMatch(real);
    for (const g of GAMES) expect(g.name.en, g.code).not.toMatch(real);
  });

  it('has decimal BDT bet limits with min below max', () => {
    for (const g of GAMES) {
      expect(g.minBet, g.code).toMatch(/^\d+\.\d{2}$/);
      expect(g.maxBet, g.code).toMatch(/^\d+\.\d{2}$/);
      const min = parseAmount(g.minBet);
      const max = parseAmount(g.maxBet);
      expect(min, g.code).not.toBeNull();
      expect(min! > 0n, g.code).toBe(true);
      expect(min! < max!, g.code).toBe(true);
    }
  });

  it('marks roughly 10-15% hot and 10% new, spread across categories', () => {
    const hot = GAMES.filter((g) => g.hot);
    const fresh = GAMES.filter((g) => g.isNew);
    expect(hot.length / GAMES.length).toBeGreaterThanOrEqual(0.09);
    expect(hot.length / GAMES.length).toBeLessThanOrEqual(0.16);
    expect(fresh.length / GAMES.length).toBeGreaterThanOrEqual(0.07);
    expect(fresh.length / GAMES.length).toBeLessThanOrEqual(0.14);
    expect(new Set(hot.map((g) => g.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(fresh.map((g) => g.category)).size).toBeGreaterThanOrEqual(8);
  });

  it('uses only known groups, each at least once', () => {
    const used = new Set<string>();
    for (const g of GAMES) {
      for (const group of g.groups ?? []) {
        expect(GAME_GROUPS, g.code).toContain(group);
        used.add(group);
      }
      if (g.groups) expect(new Set(g.groups).size, g.code).toBe(g.groups.length);
    }
    expect([...used].sort()).toEqual([...GAME_GROUPS].sort());
  });

  it('gives every live vendor a vassalage lobby tile', () => {
    const live = VENDORS.filter((v) => v.categories.includes('LIVE'));
    for (const v of live) {
      const tiles = GAMES.filter(
        (g) => g.vendor === v.code && g.category === 'LIVE' && g.vassalage,
      );
      expect(tiles.length, v.code).toBeGreaterThanOrEqual(1);
    }
  });

  it('sorts games uniquely within each vendor and category', () => {
    const seen = new Set<string>();
    for (const g of GAMES) {
      const key = `${g.vendor}/${g.category}/${g.sort}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});
