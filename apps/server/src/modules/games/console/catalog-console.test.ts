import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { addOperator, adminHeaders, signIn } from '../../../../test/operator-client.ts';
import { startFakeVendor } from '../../../../test/vendor-fixture.ts';
import { memberCall, newPlayer } from '../../../../test/wallet-client.ts';
import { GAMES, VENDORS } from '../catalog/catalog-data.ts';

/** A slot of an external vendor that is not under maintenance, and a second one of the vendor. */
const SLOT = GAMES.find(
  (g) =>
    g.category === 'RNG' &&
    !g.vassalage &&
    !g.hot &&
    VENDORS.some((v) => v.code === g.vendor && v.wallet !== 'INHOUSE' && !v.maintenance),
)!;
const VENDOR = SLOT.vendor;
const VENDOR_GAMES = GAMES.filter((g) => g.vendor === VENDOR);
/** The vendor seeded in maintenance with an end time that has passed (2026-01-01). */
const LAPSED = VENDORS.find((v) => v.maintenance?.endsAt)!;

/** A JSON answer's value; tests check the fields they care about. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = any;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

let app: FastifyInstance;
let db: Db;
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
let owner: string;
let support: string;
let content: string;
let finance: string;
let novaOwner: string;
let slotId: number;

/** A console call with any method (the catalog changes are PATCH). */
async function call(
  method: 'GET' | 'PATCH',
  url: string,
  token: string | undefined,
  payload?: unknown,
  merchant = 'demo',
) {
  const res = await app.inject({
    method,
    url,
    headers: adminHeaders(token, merchant),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** What a visitor's browser gets from a player-facing games call. */
async function player(url: string, language = 'EN'): Promise<Json> {
  const res = await app.inject({ url, headers: { merchant: 'demo', language } });
  expect(res.statusCode, url).toBe(200);
  return res.json().value;
}

const consoleGame = async (id: number): Promise<Json> => {
  const res = await call('GET', `/wps/admin/games?vendor=${VENDOR}&pageSize=100`, owner);
  return res.body.value.list.find((g: { id: number }) => g.id === id);
};
const consoleVendor = async (code: string): Promise<Json> => {
  const res = await call('GET', '/wps/admin/games/vendors', owner);
  return res.body.value.find((v: { code: string }) => v.code === code);
};
const auditOf = async (action: string): Promise<Json> =>
  (await call('GET', `/wps/admin/audit?action=${action}&pageSize=100`, owner)).body.value;

beforeAll(async () => {
  vendor = await startFakeVendor();
  // A long cache: a change that shows at once proves the console dropped it, not that it expired.
  const built = await buildTestApp({ providerUrl: vendor.url, catalogTtlMs: 600_000 });
  app = built.app;
  db = built.database.db;
  await addOperator(db, 'demo', 'content1', 'Content#2026', 'content');
  await addOperator(db, 'nova', 'novaowner', 'Nova#2026', 'owner');
  owner = (await signIn(app, 'owner', 'Owner#2026')).token;
  support = (await signIn(app, 'support1', 'Support#2026')).token;
  content = (await signIn(app, 'content1', 'Content#2026')).token;
  finance = (await signIn(app, 'finance1', 'Finance#2026')).token;
  novaOwner = (await signIn(app, 'novaowner', 'Nova#2026', undefined, 'nova')).token;
  const found = await call('GET', `/wps/admin/games?name=${SLOT.code}`, owner);
  slotId = found.body.value.list[0].id;
});
afterAll(async () => {
  await app?.close();
  await vendor?.close();
});

describe('who may use the catalog console', () => {
  it('lets support read but not change, and finance not even read', async () => {
    for (const path of ['/wps/admin/games/vendors', '/wps/admin/games']) {
      expect((await call('GET', path, support)).status, path).toBe(200);
      expect(await call('GET', path, finance), path).toMatchObject({
        status: 403,
        body: { code: 'ADMIN_FORBIDDEN' },
      });
      expect((await call('GET', path, undefined)).status, path).toBe(401);
    }
    const before = await consoleGame(slotId);
    const refusals = [
      await call('PATCH', `/wps/admin/games/${slotId}`, support, { isHot: true }),
      await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, support, { maintenance: true }),
      await call('PATCH', `/wps/admin/games/${slotId}`, finance, { isHot: true }),
    ];
    for (const res of refusals) {
      expect(res).toMatchObject({ status: 403, body: { code: 'ADMIN_FORBIDDEN' } });
    }
    expect(await consoleGame(slotId)).toEqual(before);
    expect((await consoleVendor(VENDOR)).maintenance).toBe(false);
  });

  it("keeps each white label's catalog to its own operators", async () => {
    const res = await call(
      'PATCH',
      `/wps/admin/games/${slotId}`,
      novaOwner,
      { isHot: true },
      'nova',
    );
    expect(res).toMatchObject({ status: 404, body: { code: 'GAME_NOT_FOUND' } });
    expect((await consoleGame(slotId)).isHot).toBe(false);
  });
});

describe('vendors', () => {
  it('lists every vendor in order with game counts, maintenance flag, end time and state', async () => {
    const res = await call('GET', '/wps/admin/games/vendors', support);
    const list = res.body.value as { code: string; sort: number }[];
    expect(list.map((v) => v.code)).toEqual(VENDORS.map((v) => v.code));
    expect(list.find((v) => v.code === VENDOR)).toMatchObject({
      enabled: true,
      maintenance: false,
      maintenanceEnd: null,
      down: false,
      gameCount: VENDOR_GAMES.length,
      shownCount: VENDOR_GAMES.length,
      maintenanceCount: 0,
    });
    // Flag still on, end time passed: players see it open again, and the console says so.
    expect(list.find((v) => v.code === LAPSED.code)).toMatchObject({
      maintenance: true,
      maintenanceEnd: LAPSED.maintenance!.endsAt,
      down: false,
    });
  });

  it('maintenance answers launch 409 and shows in the player lists at once, then reopens', async () => {
    const member = await newPlayer(app, db, { paymentPassword: false });
    const launch = () =>
      memberCall(app, member.token, 'POST', '/wps/game/launchGame', {
        nodeId: slotId,
        mode: 'REAL',
      });
    // Warm the player catalog cache first.
    expect((await launch()).status).toBe(200);
    const lane = async (): Promise<Json> =>
      ((await player('/lgw/games/vendors')).data.lanes as { gameType: string; vendors: Json[] }[])
        .find((l) => l.gameType === 'RNG')!
        .vendors.find((v: { vassalage: string }) => v.vassalage === VENDOR);
    expect(await lane()).toMatchObject({ maintenance: false });

    const end = inAnHour();
    const on = await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, content, {
      maintenance: true,
      maintenanceEnd: end,
    });
    expect(on).toMatchObject({
      status: 200,
      body: { value: { code: VENDOR, maintenance: true, down: true } },
    });
    expect(new Date(on.body.value.maintenanceEnd).toISOString()).toBe(end);

    expect(await launch()).toMatchObject({ status: 409, body: { code: 'GAME_MAINTENANCE' } });
    expect(await lane()).toMatchObject({ maintenance: true, maintenanceEnd: end });
    const tiles = (await player(`/lgw/games/list?vassalage=${VENDOR}&pageSize=100`)).content;
    expect(tiles.length).toBe(VENDOR_GAMES.length);
    expect(tiles.every((g: { maintenance: boolean }) => g.maintenance)).toBe(true);
    expect((await consoleGame(slotId)).vendorDown).toBe(true);
    const flagged = await call('GET', `/wps/admin/games?flag=MAINTENANCE&pageSize=100`, owner);
    expect(flagged.body.value.list.map((g: { id: number }) => g.id)).toContain(slotId);

    const off = await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, {
      maintenance: false,
    });
    expect(off.body.value).toMatchObject({ maintenance: false, maintenanceEnd: null, down: false });
    expect((await launch()).status).toBe(200);
    expect(await lane()).toMatchObject({ maintenance: false, maintenanceEnd: null });

    const audit = await auditOf('games.vendor.update');
    expect(audit.list.slice(0, 2)).toMatchObject([
      {
        operator: 'owner',
        targetType: 'game_vendor',
        targetId: VENDOR,
        details: {
          before: { maintenance: true, maintenanceEndsAt: end },
          after: { maintenance: false, maintenanceEndsAt: null },
        },
      },
      {
        operator: 'content1',
        targetId: VENDOR,
        details: {
          before: { maintenance: false, maintenanceEndsAt: null },
          after: { maintenance: true, maintenanceEndsAt: end },
        },
      },
    ]);
  });

  it('hides a vendor with all its games, and changes its order', async () => {
    const res = await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, {
      enabled: false,
      sort: 0,
    });
    expect(res.body.value).toMatchObject({ enabled: false, sort: 0 });
    expect((await player(`/lgw/games/list?vassalage=${VENDOR}`)).total).toBe(0);
    const hidden = await call('GET', `/wps/admin/games?vendor=${VENDOR}&flag=HIDDEN`, owner);
    expect(hidden.body.value.total).toBe(VENDOR_GAMES.length);

    await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, { enabled: true });
    expect((await player(`/lgw/games/list?vassalage=${VENDOR}`)).total).toBe(VENDOR_GAMES.length);
    const vendors = await call('GET', '/wps/admin/games/vendors', owner);
    expect(vendors.body.value[0].code).toBe(VENDOR);
  });
});

describe('games', () => {
  it('lists by category, vendor, name and flag, in the order players see, paged', async () => {
    const slots = VENDOR_GAMES.filter((g) => g.category === 'RNG');
    const page = await call(
      'GET',
      `/wps/admin/games?vendor=${VENDOR}&category=RNG&pageSize=3&pageNo=2`,
      support,
    );
    expect(page.body.value).toMatchObject({ total: slots.length, pageNo: 2, pageSize: 3 });
    const all = await call('GET', `/wps/admin/games?vendor=${VENDOR}&category=RNG`, support);
    const list = all.body.value.list as { id: number; vendor: string; sort: number }[];
    expect(page.body.value.list).toEqual(list.slice(3, 6));
    expect(list.every((g) => g.vendor === VENDOR)).toBe(true);
    expect(list.map((g) => g.sort)).toEqual([...list.map((g) => g.sort)].sort((a, b) => a - b));

    const byName = await call(
      'GET',
      `/wps/admin/games?name=${encodeURIComponent(SLOT.name.bn)}`,
      support,
    );
    expect(byName.body.value.list.map((g: { id: number }) => g.id)).toEqual([slotId]);
    const wildcard = await call('GET', '/wps/admin/games?name=%25', support);
    expect(wildcard.body.value.total).toBe(0);
    const hot = await call('GET', '/wps/admin/games?flag=HOT&pageSize=100', support);
    expect(hot.body.value.total).toBe(GAMES.filter((g) => g.hot).length);
  });

  it('a hot flag shows in the hot list at once, and is audited', async () => {
    const hotIds = async () =>
      ((await player('/lgw/games/hot')) as { nodeId: number }[]).map((g) => g.nodeId);
    expect(await hotIds()).not.toContain(slotId);
    const res = await call('PATCH', `/wps/admin/games/${slotId}`, content, {
      isHot: true,
      isNew: true,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { value: { id: slotId, isHot: true, isNew: true } },
    });
    expect(await hotIds()).toContain(slotId);
    const newest = await player(
      `/lgw/games/list?vassalage=${VENDOR}&gameClassify=NEW&pageSize=100`,
    );
    expect(newest.content.map((g: { nodeId: number }) => g.nodeId)).toContain(slotId);

    const audit = await auditOf('games.game.update');
    expect(audit.list[0]).toMatchObject({
      operator: 'content1',
      targetType: 'game',
      targetId: String(slotId),
      details: {
        code: SLOT.code,
        vendor: VENDOR,
        before: { isHot: false, isNew: false },
        after: { isHot: true, isNew: true },
      },
    });
    await call('PATCH', `/wps/admin/games/${slotId}`, owner, { isHot: false, isNew: false });
    expect(await hotIds()).not.toContain(slotId);
  });

  it('renames per language, reorders, groups, hides and puts one game under maintenance', async () => {
    const res = await call('PATCH', `/wps/admin/games/${slotId}`, owner, {
      nameEn: '  Test Lantern  ',
      nameBn: 'পরীক্ষার লণ্ঠন',
      sort: 0,
      groups: ['JP', 'TG'],
    });
    expect(res.body.value).toMatchObject({
      nameEn: 'Test Lantern',
      nameBn: 'পরীক্ষার লণ্ঠন',
      sort: 0,
      groups: ['JP', 'TG'],
    });
    const first = async (language: string): Promise<Json> =>
      (await player(`/lgw/games/list?vassalage=${VENDOR}&gameType=RNG`, language)).content[0];
    expect(await first('EN')).toMatchObject({ nodeId: slotId, gameName: 'Test Lantern' });
    expect(await first('BN')).toMatchObject({ nodeId: slotId, gameName: 'পরীক্ষার লণ্ঠন' });
    const table = await player(`/lgw/games/list?vassalage=${VENDOR}&gameClassify=TG`);
    expect(table.content.map((g: { nodeId: number }) => g.nodeId)).toContain(slotId);

    await call('PATCH', `/wps/admin/games/${slotId}`, owner, { maintenance: true });
    expect(await first('EN')).toMatchObject({ nodeId: slotId, maintenance: true });
    const launch = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { merchant: 'demo' },
      payload: { nodeId: slotId, mode: 'FUN' },
    });
    expect(launch.json()).toMatchObject({ code: 'GAME_MAINTENANCE' });
    expect((await consoleVendor(VENDOR)).maintenanceCount).toBe(1);

    await call('PATCH', `/wps/admin/games/${slotId}`, owner, {
      enabled: false,
      maintenance: false,
    });
    const list = await player(`/lgw/games/list?vassalage=${VENDOR}&pageSize=100`);
    expect(list.content.map((g: { nodeId: number }) => g.nodeId)).not.toContain(slotId);
    expect((await consoleVendor(VENDOR)).shownCount).toBe(VENDOR_GAMES.length - 1);
    await call('PATCH', `/wps/admin/games/${slotId}`, owner, { enabled: true });
  });
});

describe('bad input', () => {
  it('is refused with a stable code and changes nothing', async () => {
    const gameBefore = await consoleGame(slotId);
    const vendorBefore = await consoleVendor(VENDOR);
    const auditBefore = [
      (await auditOf('games.game.update')).total,
      (await auditOf('games.vendor.update')).total,
    ];
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: [string, unknown, number, string][] = [
      [`/wps/admin/games/${slotId}`, {}, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { isHot: 'yes' }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { isHot: true, rtp: 99 }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { isHot: true, minBet: '0.01' }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { sort: -1 }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { sort: 1.5 }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { nameEn: '   ' }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { nameBn: 'x'.repeat(81) }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { groups: ['XX'] }, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/${slotId}`, { groups: ['JP', 'JP'] }, 400, 'VALIDATION_FAILED'],
      ['/wps/admin/games/abc', { isHot: true }, 400, 'VALIDATION_FAILED'],
      ['/wps/admin/games/99999999999', { isHot: true }, 400, 'VALIDATION_FAILED'],
      ['/wps/admin/games/2147483647', { isHot: true }, 404, 'GAME_NOT_FOUND'],
      [`/wps/admin/games/vendors/${VENDOR}`, {}, 400, 'VALIDATION_FAILED'],
      [`/wps/admin/games/vendors/${VENDOR}`, { maintenance: 'on' }, 400, 'VALIDATION_FAILED'],
      [
        `/wps/admin/games/vendors/${VENDOR}`,
        { maintenance: true, maintenanceEnd: 'tomorrow' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        `/wps/admin/games/vendors/${VENDOR}`,
        { maintenance: false, maintenanceEnd: inAnHour() },
        400,
        'VALIDATION_FAILED',
      ],
      [
        `/wps/admin/games/vendors/${VENDOR}`,
        { maintenance: true, maintenanceEnd: past, sort: 1 },
        400,
        'GAME_MAINTENANCE_END_INVALID',
      ],
      [
        `/wps/admin/games/vendors/${VENDOR}`,
        { maintenanceEnd: inAnHour(), enabled: false },
        400,
        'GAME_MAINTENANCE_END_INVALID',
      ],
      [`/wps/admin/games/vendors/${VENDOR}`, { sort: 100_001 }, 400, 'VALIDATION_FAILED'],
      ['/wps/admin/games/vendors/ZZZ9', { maintenance: true }, 404, 'GAME_VENDOR_UNKNOWN'],
      ['/wps/admin/games/vendors/bad-code', { maintenance: true }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [url, body, status, code] of cases) {
      const res = await call('PATCH', url, owner, body);
      expect(res, `${url} ${JSON.stringify(body)}`).toMatchObject({
        status,
        body: { success: false, code },
      });
    }
    const query = await call('GET', '/wps/admin/games?flag=RIGGED', owner);
    expect(query).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });

    expect(await consoleGame(slotId)).toEqual(gameBefore);
    expect(await consoleVendor(VENDOR)).toEqual(vendorBefore);
    expect([
      (await auditOf('games.game.update')).total,
      (await auditOf('games.vendor.update')).total,
    ]).toEqual(auditBefore);
  });

  it('moves an end time of a vendor already in maintenance, and refuses a past one', async () => {
    await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, { maintenance: true });
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const moved = await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, {
      maintenanceEnd: later,
    });
    expect(moved.body.value).toMatchObject({
      maintenance: true,
      maintenanceEnd: later,
      down: true,
    });
    const refused = await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, {
      maintenanceEnd: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'GAME_MAINTENANCE_END_INVALID' } });
    expect((await consoleVendor(VENDOR)).maintenanceEnd).toBe(later);
    await call('PATCH', `/wps/admin/games/vendors/${VENDOR}`, owner, { maintenance: false });
  });
});
