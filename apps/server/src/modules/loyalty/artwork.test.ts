import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { multipart } from '../../../test/wallet-client.ts';

let t: TestApp;
let owner: string;
let writer: string;
let finance: string;
let novaOwner: string;

beforeAll(async () => {
  t = await buildTestApp();
  await addOperator(t.database.db, 'demo', 'writer2', 'Writer#2026', 'content');
  await addOperator(t.database.db, 'nova', 'novaart', 'Nova#2026', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  writer = (await signIn(t.app, 'writer2', 'Writer#2026')).token;
  finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
  novaOwner = (await signIn(t.app, 'novaart', 'Nova#2026', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

/** Uploads a picture through content's banner images; returns its id. */
async function upload(token: string, merchant = 'demo'): Promise<number> {
  const data = await sharp({
    create: { width: 900, height: 300, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const form = multipart({}, [{ field: 'file', name: 'art.png', type: 'image/png', data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/admin/content/banner-images',
    headers: {
      merchant,
      authorization: `Bearer ${token}`,
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as number;
}

const publicPromotion = async (code: string) => {
  const res = await t.app.inject({ url: '/wps/loyalty/promotions', headers: { merchant: 'demo' } });
  return (res.json().value as { code: string; bannerUrl: string | null }[]).find(
    (p) => p.code === code,
  )!;
};

const audits = async (type: string, id: number) =>
  (
    (await t.database.db.execute(
      sql`select action, details from audit_log
        where target_type = ${type} and target_id = ${String(id)} order by id`,
    )) as { rows: { action: string; details: { op?: string } }[] }
  ).rows.filter((r) => r.details.op === 'banner' || r.details.op === 'image');

describe('pictures of promotions and mall rewards', () => {
  it("content sets a promotion's banner; the page shows and serves it; null takes it away", async () => {
    const list = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
    const promotion = (list.body.value as { id: number; code: string }[]).find(
      (p) => p.code === 'FIRST_DEPOSIT_70',
    )!;
    expect((await publicPromotion('FIRST_DEPOSIT_70')).bannerUrl).toBeNull();
    const imageId = await upload(writer);
    const url = `/wps/admin/loyalty/promotions/${promotion.id}/banner`;
    // The terms are finance's; the picture is content's.
    const refused = await adminCall(t.app, 'PUT', url, finance, { imageId });
    expect(refused.status).toBe(403);
    const set = await adminCall(t.app, 'PUT', url, writer, { imageId });
    expect(set.status).toBe(200);
    expect(set.body.value).toMatchObject({ bannerImageId: imageId });
    const shown = (await publicPromotion('FIRST_DEPOSIT_70')).bannerUrl!;
    expect(shown).toMatch(/^\/wps\/content\/images\/[0-9a-f]{64}\.webp$/);
    expect(set.body.value.bannerUrl).toBe(shown);
    const served = await t.app.inject({ url: shown, headers: { merchant: 'demo' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    expect(await audits('promotion', promotion.id)).toEqual([
      {
        action: 'content.write',
        details: expect.objectContaining({ op: 'banner', after: imageId }),
      },
    ]);

    const gone = await adminCall(t.app, 'PUT', url, writer, { imageId: null });
    expect(gone.body.value).toMatchObject({ bannerImageId: null, bannerUrl: null });
    expect((await publicPromotion('FIRST_DEPOSIT_70')).bannerUrl).toBeNull();
  });

  it("refuses another white label's picture or promotion, and bad input, changing nothing", async () => {
    const list = await adminCall(t.app, 'GET', '/wps/admin/loyalty/promotions', owner);
    const promotion = (list.body.value as { id: number; code: string }[]).find(
      (p) => p.code === 'WEEKLY_RELOAD_10',
    )!;
    const novaImage = await upload(novaOwner, 'nova');
    const url = `/wps/admin/loyalty/promotions/${promotion.id}/banner`;
    const foreign = await adminCall(t.app, 'PUT', url, owner, { imageId: novaImage });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('CONTENT_NOT_FOUND');
    const mine = await upload(owner);
    const otherLabel = await adminCall(
      t.app,
      'PUT',
      url,
      novaOwner,
      { imageId: mine },
      {
        merchant: 'nova',
      },
    );
    expect(otherLabel.status).toBe(404);
    for (const body of [{ imageId: -1 }, { imageId: 'x' }, {}]) {
      const bad = await adminCall(t.app, 'PUT', url, owner, body);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await publicPromotion('WEEKLY_RELOAD_10')).bannerUrl).toBeNull();
    expect(await audits('promotion', promotion.id)).toEqual([]);
  });

  it("content sets a mall reward's picture; members see it", async () => {
    const items = await adminCall(t.app, 'GET', '/wps/admin/loyalty/mall/items', owner);
    const item = (items.body.value as { id: number; imageId: number | null }[])[0]!;
    expect(item.imageId).toBeNull();
    const imageId = await upload(writer);
    const set = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/mall/items/${item.id}/image`,
      writer,
      {
        imageId,
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.value.imageUrl).toMatch(/^\/wps\/content\/images\/[0-9a-f]{64}\.webp$/);
    const mall = await t.app.inject({ url: '/wps/loyalty/mall', headers: { merchant: 'demo' } });
    const shown = (mall.json().value as { id: number; imageUrl: string | null }[]).find(
      (i) => i.id === item.id,
    )!;
    expect(shown.imageUrl).toBe(set.body.value.imageUrl);
    expect(await audits('mall-item', item.id)).toHaveLength(1);
    const refused = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/loyalty/mall/items/${item.id}/image`,
      finance,
      { imageId: null },
    );
    expect(refused.status).toBe(403);
  });
});
