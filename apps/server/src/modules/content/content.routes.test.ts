import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { multipart } from '../../../test/wallet-client.ts';

let t: TestApp;
let owner: string;
let content: string;
let support: string;
let finance: string;
let novaOwner: string;

beforeAll(async () => {
  t = await buildTestApp();
  await addOperator(t.database.db, 'demo', 'writer1', 'Writer#2026', 'content');
  await addOperator(t.database.db, 'nova', 'novaowner', 'Nova#2026', 'owner');
  owner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  content = (await signIn(t.app, 'writer1', 'Writer#2026')).token;
  support = (await signIn(t.app, 'support1', 'Support#2026')).token;
  finance = (await signIn(t.app, 'finance1', 'Finance#2026')).token;
  novaOwner = (await signIn(t.app, 'novaowner', 'Nova#2026', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

/** A wide PNG carrying EXIF data and bytes appended after its end. */
async function pngWithExtras(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: { r: 20, g: 40, b: 90 } },
  })
    .png()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-OWNER' } })
    .toBuffer();
  return Buffer.concat([png, Buffer.from('APPENDED-TAIL-BYTES')]);
}

async function upload(token: string, data: Buffer, name = 'banner.png', merchant = 'demo') {
  const form = multipart({}, [{ field: 'file', name, type: 'image/png', data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/admin/content/banner-images',
    headers: {
      merchant,
      language: 'EN',
      authorization: `Bearer ${token}`,
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function publicBanners(groups: string, merchant = 'demo', language = 'EN') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/system/banners?groups=${groups}`,
    headers: { merchant, language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.list as {
    id: number;
    url: string;
    title: string;
    groupName: string;
    sequence: number;
    kind: string;
    linkage: string;
    linkageType: string;
  }[];
}

const audits = async (action: string) => {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where action = ${action}`,
  );
  return (res as { rows: { n: number }[] }).rows[0]!.n;
};
const bannerCount = async () => {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from banners`,
  );
  return (res as { rows: { n: number }[] }).rows[0]!.n;
};

let imageId: number;

describe('banner images', () => {
  it('re-encodes a valid PNG: EXIF and appended bytes are gone; served by hash with a long cache', async () => {
    const before = await audits('content.banner.upload');
    const up = await upload(content, await pngWithExtras());
    expect(up.status).toBe(200);
    imageId = up.body.value.id;
    expect(up.body.value.url).toMatch(/^\/wps\/content\/images\/[0-9a-f]{64}\.webp$/);
    expect(await audits('content.banner.upload')).toBe(before + 1);

    const served = await t.app.inject({
      method: 'GET',
      url: up.body.value.url,
      headers: { merchant: 'demo' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const bytes = served.rawPayload;
    expect(bytes.includes(Buffer.from('SECRET-EXIF-OWNER'))).toBe(false);
    expect(bytes.includes(Buffer.from('APPENDED-TAIL-BYTES'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(400);

    // Another white label cannot read it.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: up.body.value.url,
      headers: { merchant: 'nova' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses bytes that are not PNG or JPEG whatever the name says, and a 6 MB file', async () => {
    const text = await upload(content, Buffer.from('just some text, not a picture'), 'x.png');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('UPLOAD_INVALID_IMAGE');

    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    const notPng = await upload(content, gif, 'y.png');
    expect(notPng.body.code).toBe('UPLOAD_INVALID_IMAGE');

    const big = Buffer.concat([await pngWithExtras(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const tooBig = await upload(content, big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(['PAYLOAD_TOO_LARGE', 'BAD_REQUEST_BODY']).toContain(tooBig.body.code);

    const images = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from banner_images where merchant_id = (select id from merchants where code = 'demo')`,
    );
    // The seed's two pictures and the one valid upload.
    expect((images as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });
});

describe('banners', () => {
  const create = (token: string, body: Record<string, unknown>, merchant = 'demo') =>
    adminCall(t.app, 'POST', '/wps/admin/content/banners', token, body, { merchant });

  it('the seed shows two home banners in sequence order', async () => {
    const home = await publicBanners('w_home');
    expect(home.map((b) => b.sequence)).toEqual([0, 1]);
    expect(home.every((b) => b.kind === 'IMAGE')).toBe(true);
  });

  it('validates groups, media, video host and links; nothing is stored on a refusal', async () => {
    const before = await bannerCount();
    const bad = [
      [{ groupName: 'w_other', imageId }, 'CONTENT_GROUP_INVALID'],
      [{ groupName: 'w_login_XX', imageId }, 'CONTENT_GROUP_INVALID'],
      [{ groupName: 'w_home' }, 'CONTENT_MEDIA_REQUIRED'],
      [
        {
          groupName: 'w_home',
          imageId,
          videoUrl: 'https://www.youtube-nocookie.com/embed/abc',
        },
        'CONTENT_MEDIA_REQUIRED',
      ],
      [
        { groupName: 'w_promotion', videoUrl: 'https://evil.example.com/embed/abc' },
        'CONTENT_VIDEO_HOST',
      ],
      [
        { groupName: 'w_promotion', videoUrl: 'http://www.youtube-nocookie.com/embed/abc' },
        'CONTENT_VIDEO_HOST',
      ],
      [
        { groupName: 'w_home', imageId, linkageType: 'URL', linkage: 'javascript:alert(1)' },
        'CONTENT_LINKAGE_INVALID',
      ],
      [
        { groupName: 'w_home', imageId, linkageType: 'ROUTE', linkage: 'javascript:alert(1)' },
        'CONTENT_LINKAGE_INVALID',
      ],
      [
        { groupName: 'w_home', imageId, linkageType: 'ROUTE', linkage: '//evil.example.com' },
        'CONTENT_LINKAGE_INVALID',
      ],
      [
        { groupName: 'w_home', imageId, linkageType: 'URL', linkage: 'http://plain.example.com' },
        'CONTENT_LINKAGE_INVALID',
      ],
      [{ groupName: 'w_home', imageId: 999_999 }, 'CONTENT_NOT_FOUND'],
    ] as const;
    for (const [body, code] of bad) {
      const res = await create(content, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    // The video host message names the allowed host, in Bengali too.
    const bnRes = await t.app.inject({
      method: 'POST',
      url: '/wps/admin/content/banners',
      headers: { merchant: 'demo', language: 'BN', authorization: `Bearer ${content}` },
      payload: { groupName: 'w_promotion', videoUrl: 'https://evil.example.com/x' },
    });
    const bn = { body: bnRes.json() };
    expect(bn.body.message).toContain('www.youtube-nocookie.com');
    expect(bn.body.message).toContain('ভিডিও');
    expect(await bannerCount()).toBe(before);
  });

  it('creates, orders, reorders, updates and deletes; every change audited; the site sees it at once', async () => {
    const a = await create(content, {
      groupName: 'w_leftmenu',
      imageId,
      title: 'First',
      linkageType: 'ROUTE',
      linkage: '/promotions',
    });
    const b = await create(content, {
      groupName: 'w_leftmenu',
      videoUrl: 'https://www.youtube-nocookie.com/embed/xyz',
      title: 'Second',
      linkageType: 'URL',
      linkage: 'https://example.com/page',
    });
    const c = await create(content, {
      groupName: 'w_leftmenu',
      imageId,
      title: 'Third',
      linkageType: 'PROMOTION',
      linkage: 'WELCOME100',
    });
    for (const r of [a, b, c]) expect(r.status).toBe(200);
    expect([a, b, c].map((r) => r.body.value.sequence as number)).toEqual([0, 1, 2]);
    expect(b.body.value.kind).toBe('VIDEO');
    expect(await audits('content.banner.create')).toBeGreaterThanOrEqual(3);

    let left = await publicBanners('w_leftmenu');
    expect(left.map((x) => x.title)).toEqual(['First', 'Second', 'Third']);

    const ids = [c, a, b].map((r) => r.body.value.id as number);
    const reordered = await adminCall(t.app, 'POST', '/wps/admin/content/banners/reorder', owner, {
      groupName: 'w_leftmenu',
      ids,
    });
    expect(reordered.status).toBe(200);
    left = await publicBanners('w_leftmenu');
    expect(left.map((x) => x.title)).toEqual(['Third', 'First', 'Second']);
    expect(await audits('content.banner.reorder')).toBe(1);

    const partial = await adminCall(t.app, 'POST', '/wps/admin/content/banners/reorder', owner, {
      groupName: 'w_leftmenu',
      ids: ids.slice(1),
    });
    expect(partial.body.code).toBe('CONTENT_ORDER_INVALID');

    const off = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/content/banners/${a.body.value.id}`,
      content,
      { groupName: 'w_leftmenu', imageId, title: 'First', enabled: false },
    );
    expect(off.status).toBe(200);
    left = await publicBanners('w_leftmenu');
    expect(left.map((x) => x.title)).toEqual(['Third', 'Second']);

    const gone = await adminCall(
      t.app,
      'DELETE',
      `/wps/admin/content/banners/${b.body.value.id}`,
      content,
    );
    expect(gone.status).toBe(200);
    expect((await publicBanners('w_leftmenu')).map((x) => x.title)).toEqual(['Third']);
    expect(await audits('content.banner.update')).toBe(1);
    expect(await audits('content.banner.delete')).toBe(1);

    const listed = await adminCall(
      t.app,
      'GET',
      '/wps/admin/content/banners?group=w_leftmenu',
      support,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.value.list.map((x: { title: string }) => x.title)).toEqual([
      'Third',
      'First',
    ]);
    expect(listed.body.value.videoHost).toBe('www.youtube-nocookie.com');
  });

  it('a title with markup is kept as text (the site renders it as text)', async () => {
    const res = await create(content, {
      groupName: 'w_login_BN',
      imageId,
      title: '<img src=x onerror=alert(1)>',
    });
    expect(res.status).toBe(200);
    const [banner] = await publicBanners('w_login_BN');
    expect(banner!.title).toBe('<img src=x onerror=alert(1)>');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/wps/system/banners?groups=w_login_BN',
      headers: { merchant: 'demo' },
    });
    expect(raw.headers['content-type']).toContain('application/json');
  });

  it('permissions: support reads but cannot write, finance cannot read, no token is refused', async () => {
    const write = await create(support, { groupName: 'w_home', imageId });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('ADMIN_FORBIDDEN');
    const read = await adminCall(t.app, 'GET', '/wps/admin/content/banners', finance);
    expect(read.status).toBe(403);
    const up = await upload(support, await pngWithExtras());
    expect(up.status).toBe(403);
    const anon = await adminCall(t.app, 'GET', '/wps/admin/content/banners');
    expect(anon.status).toBe(401);
  });

  it('another white label sees none of it and cannot touch it', async () => {
    const demo = await publicBanners('w_leftmenu');
    expect(demo.length).toBeGreaterThan(0);
    const nova = await publicBanners('w_leftmenu', 'nova');
    expect(nova).toEqual([]);
    const theirs = await adminCall(
      t.app,
      'GET',
      '/wps/admin/content/banners',
      novaOwner,
      undefined,
      {
        merchant: 'nova',
      },
    );
    expect(
      theirs.body.value.list.some((x: { groupName: string }) => x.groupName === 'w_leftmenu'),
    ).toBe(false);
    const edit = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/content/banners/${demo[0]!.id}`,
      novaOwner,
      { groupName: 'w_leftmenu', imageId },
      { merchant: 'nova' },
    );
    expect(edit.body.code).toBe('CONTENT_NOT_FOUND');
    const remove = await adminCall(
      t.app,
      'DELETE',
      `/wps/admin/content/banners/${demo[0]!.id}`,
      novaOwner,
      undefined,
      { merchant: 'nova' },
    );
    expect(remove.status).toBe(404);
    expect((await publicBanners('w_leftmenu')).length).toBe(demo.length);
  });
});

describe('help centre', () => {
  const center = async (language: string, merchant = 'demo') => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/helpCenter',
      headers: { merchant, language },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value as {
      language: string;
      categories: {
        id: number;
        title: string;
        articles: { slug: string; title: string; body: string }[];
      }[];
    };
  };

  it('serves the seeded help in English and Bengali, with the terms article', async () => {
    const en = await center('EN');
    const bn = await center('BN');
    const slugs = (h: Awaited<ReturnType<typeof center>>) =>
      h.categories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(slugs(en)).toEqual(expect.arrayContaining(['about', 'terms', 'privacy', 'responsible']));
    expect(slugs(bn)).toEqual(slugs(en));
    const terms = en.categories.flatMap((c) => c.articles).find((a) => a.slug === 'terms')!;
    expect(terms.body).toContain('18 years old');
    const termsBn = bn.categories.flatMap((c) => c.articles).find((a) => a.slug === 'terms')!;
    expect(termsBn.title).toBe('শর্তাবলি');
  });

  it('sanitises article HTML at write; audited; the site sees the change; slug unique per language', async () => {
    const cat = await adminCall(t.app, 'POST', '/wps/admin/content/help/categories', content, {
      language: 'EN',
      title: 'Payments <b>help</b>',
      sequence: 5,
    });
    expect(cat.status).toBe(200);
    const categoryId = cat.body.value.categories.find(
      (c: { sequence: number; language: string }) => c.sequence === 5 && c.language === 'EN',
    ).id as number;
    expect(await audits('content.help.category.create')).toBe(1);

    const evil =
      '<p onclick="steal()">Deposits <script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://example.com">ok</a></p>' +
      '<iframe src="https://evil.example.com"></iframe><style>body{}</style>';
    const article = await adminCall(t.app, 'POST', '/wps/admin/content/help/articles', content, {
      categoryId,
      slug: 'deposits',
      title: 'Deposits',
      body: evil,
    });
    expect(article.status).toBe(200);
    const body = article.body.value.body as string;
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<style',
      '<img',
    ]) {
      expect(body).not.toContain(bad);
    }
    expect(body).toContain('href="https://example.com"');
    expect(body).toContain('rel="noopener noreferrer"');
    expect(await audits('content.help.article.create')).toBe(1);

    const en = await center('EN');
    const shown = en.categories.flatMap((c) => c.articles).find((a) => a.slug === 'deposits');
    expect(shown?.body).toBe(body);
    expect(
      (await center('BN')).categories.flatMap((c) => c.articles).some((a) => a.slug === 'deposits'),
    ).toBe(false);

    const dup = await adminCall(t.app, 'POST', '/wps/admin/content/help/articles', content, {
      categoryId,
      slug: 'terms',
      title: 'Twice',
      body: '<p>x</p>',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('CONTENT_SLUG_TAKEN');

    const onlyScript = await adminCall(t.app, 'POST', '/wps/admin/content/help/articles', content, {
      categoryId,
      slug: 'empty',
      title: 'Empty',
      body: '<script>alert(1)</script>',
    });
    expect(onlyScript.status).toBe(400);

    const edited = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/content/help/articles/${article.body.value.id}`,
      content,
      {
        categoryId,
        slug: 'deposits',
        title: 'Deposits',
        body: '<p>New <em>text</em></p>',
        enabled: false,
      },
    );
    expect(edited.status).toBe(200);
    expect(
      (await center('EN')).categories.flatMap((c) => c.articles).some((a) => a.slug === 'deposits'),
    ).toBe(false);
    expect(await audits('content.help.article.update')).toBe(1);

    const del = await adminCall(
      t.app,
      'DELETE',
      `/wps/admin/content/help/categories/${categoryId}`,
      owner,
    );
    expect(del.status).toBe(200);
    expect(await audits('content.help.category.delete')).toBe(1);
  });

  it('permissions and white labels', async () => {
    const list = await adminCall(t.app, 'GET', '/wps/admin/content/help', support);
    expect(list.status).toBe(200);
    const cat = list.body.value.categories[0];
    const write = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/content/help/categories/${cat.id}`,
      support,
      { language: cat.language, title: 'Hijack' },
    );
    expect(write.status).toBe(403);
    const other = await adminCall(
      t.app,
      'PUT',
      `/wps/admin/content/help/categories/${cat.id}`,
      novaOwner,
      { language: 'EN', title: 'Hijack' },
      { merchant: 'nova' },
    );
    expect(other.body.code).toBe('CONTENT_NOT_FOUND');
    const article = cat.articles[0];
    const otherArticle = await adminCall(
      t.app,
      'DELETE',
      `/wps/admin/content/help/articles/${article.id}`,
      novaOwner,
      undefined,
      { merchant: 'nova' },
    );
    expect(otherArticle.status).toBe(404);
    // Nova has its own seeded help, not demo's edits.
    const nova = await center('EN', 'nova');
    expect(nova.categories.length).toBeGreaterThan(0);
    expect(nova.categories.every((c) => c.id !== cat.id)).toBe(true);
  });
});
