import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/account-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { newPlayer, rid } from '../../../test/wallet-client.ts';
import { bets, gameVendors, games } from '../../db/schema/index.ts';

interface BetRow {
  vendor: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
}

/**
 * Records show catalog names in the member's language (issue 14): the betting record joins the
 * catalog once per page; BN reads Bengali, EN and unknown languages read English.
 */
describe('records: game and vendor names in the request language', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  const vendor = `V${rid().slice(0, 6).toUpperCase()}`;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await newPlayer(t.app, t.database.db);
    const merchantId = player.merchantId;
    await t.database.db.insert(gameVendors).values({
      merchantId,
      code: vendor,
      nameEn: 'Pocket Games',
      nameBn: 'পকেট গেমস',
      wallet: 'SEAMLESS',
      brandColor: '#000000',
    });
    await t.database.db.insert(games).values({
      merchantId,
      vendor,
      code: 'fortune-ox',
      category: 'RNG',
      nameEn: 'Fortune Ox',
      nameBn: 'ভাগ্যের ষাঁড়',
      minBet: 100n,
      maxBet: 100_000n,
    });
    const bet = (gameCode: string, gameName: string) => {
      const id = rid();
      const at = new Date();
      return {
        merchantId,
        memberId: player.id,
        vendor,
        vendorBetId: id,
        roundId: id,
        gameCode,
        gameName,
        category: 'RNG',
        stake: 100n,
        validBet: 100n,
        placedAt: at,
        settledAt: at,
      };
    };
    // One bet on a catalog game, one on a game the catalog no longer lists.
    await t.database.db
      .insert(bets)
      .values([bet('fortune-ox', 'Fortune Ox (vendor)'), bet('gone-1', 'Old Game')]);
  });
  afterAll(() => t?.app.close());

  async function betsIn(language: string | undefined, format = 'json') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/member/records/bets?pageSize=10&format=${format}`,
      headers: { ...bearer(player.token), ...(language ? { language } : {}) },
    });
    expect(res.statusCode).toBe(200);
    if (format === 'csv') return res.body;
    const list = res.json<{ value: { list: BetRow[] } }>().value.list;
    return Object.fromEntries(list.map((b) => [b.gameCode, b]));
  }

  it('BN: Bengali game title and vendor display name', async () => {
    const rows = (await betsIn('BN')) as Record<string, BetRow>;
    expect(rows['fortune-ox']).toMatchObject({
      vendor,
      vendorName: 'পকেট গেমস',
      gameName: 'ভাগ্যের ষাঁড়',
    });
    // A game no longer in the catalog keeps the name the vendor reported.
    expect(rows['gone-1']).toMatchObject({ vendorName: 'পকেট গেমস', gameName: 'Old Game' });
  });

  it('EN: English title and vendor name', async () => {
    const rows = (await betsIn('EN')) as Record<string, BetRow>;
    expect(rows['fortune-ox']).toMatchObject({
      vendorName: 'Pocket Games',
      gameName: 'Fortune Ox',
    });
  });

  it('a language without catalog names, or an unknown one, falls back to English', async () => {
    for (const language of ['TH', 'XX']) {
      const rows = (await betsIn(language)) as Record<string, BetRow>;
      expect(rows['fortune-ox']).toMatchObject({
        vendorName: 'Pocket Games',
        gameName: 'Fortune Ox',
      });
    }
  });

  it('the CSV download carries the same names', async () => {
    const csv = (await betsIn('BN', 'csv')) as string;
    expect(csv).toContain('পকেট গেমস');
    expect(csv).toContain('ভাগ্যের ষাঁড়');
    expect(csv).not.toContain(`,${vendor},`);
  });
});
