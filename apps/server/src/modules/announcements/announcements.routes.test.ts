import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addOperator, adminCall, signIn } from '../../../test/operator-client.ts';
import { login } from '../../../test/account-client.ts';
import { newPlayer, PLAYER_PASSWORD } from '../../../test/wallet-client.ts';

let t: TestApp;
let demoOwner: string;
let novaOwner: string;
beforeAll(async () => {
  // The production cache (5 s): every assertion after a write proves the write dropped it.
  t = await buildTestApp({ configTtlMs: 5_000 });
  demoOwner = (await signIn(t.app, 'owner', 'Owner#2026')).token;
  await addOperator(t.database.db, 'nova', 'novaowner', 'Owner#2026', 'owner');
  novaOwner = (await signIn(t.app, 'novaowner', 'Owner#2026', undefined, 'nova')).token;
});
afterAll(() => t.app.close());

interface Item {
  id: number;
  type: string;
  title: string;
  content: string;
  execution: string;
  linkage: string | null;
}

const create = (token: string, body: Record<string, unknown>, merchant = 'demo') =>
  adminCall(
    t.app,
    'POST',
    '/wps/admin/announcements',
    token,
    { language: 'EN', type: 'B', title: 'A notice', content: '<p>Hello</p>', ...body },
    { merchant },
  );

async function fetchList(
  query: string,
  opts: { merchant?: string; token?: string; language?: string } = {},
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/system/announcements?${query}`,
    headers: {
      merchant: opts.merchant ?? 'demo',
      language: opts.language ?? 'EN',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  const body = res.json();
  return {
    status: res.statusCode,
    body,
    list: (body.value?.list ?? []) as Item[],
    total: body.value?.total as number,
  };
}

async function rows() {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from announcements`,
  );
  return (res as { rows: { n: number }[] }).rows[0]!.n;
}

async function auditCount(id: number) {
  const res = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where action = 'content.write' and target_type = 'announcement' and target_id = ${String(id)}`,
  );
  return (res as { rows: { n: number }[] }).rows[0]!.n;
}

describe('announcements: the public fetch', () => {
  it('serves 9 per page, by type, language, publish window and white label only', async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await create(novaOwner, { title: `Nova notice ${i}`, sequence: i }, 'nova');
      expect(res.status).toBe(200);
    }
    await create(novaOwner, { type: 'PU', title: 'Nova popup', sequence: 50 }, 'nova');
    await create(novaOwner, { language: 'BN', title: 'নোভা নোটিশ' }, 'nova');
    const hour = 3_600_000;
    await create(
      novaOwner,
      { title: 'Not yet', startAt: new Date(Date.now() + hour).toISOString() },
      'nova',
    );
    await create(
      novaOwner,
      {
        title: 'Over',
        startAt: new Date(Date.now() - 2 * hour).toISOString(),
        endAt: new Date(Date.now() - hour).toISOString(),
      },
      'nova',
    );
    await create(novaOwner, { title: 'Switched off', enabled: false }, 'nova');

    const first = await fetchList('types=B,PL,PU,PR,H&platform=W&pageNo=1&pageSize=50', {
      merchant: 'nova',
    });
    expect(first.status).toBe(200);
    expect(first.body.value.pageSize).toBe(9);
    expect(first.list).toHaveLength(9);
    expect(first.total).toBe(13);
    // Display order: sequence, so notices 1..9 first.
    expect(first.list.map((i) => i.title)).toEqual(
      Array.from({ length: 9 }, (_, k) => `Nova notice ${k + 1}`),
    );
    const second = await fetchList('types=B&pageNo=2&pageSize=9', { merchant: 'nova' });
    expect(second.list.map((i) => i.title)).toEqual([
      'Nova notice 10',
      'Nova notice 11',
      'Nova notice 12',
    ]);
    expect((await fetchList('types=PU', { merchant: 'nova' })).list.map((i) => i.title)).toEqual([
      'Nova popup',
    ]);
    // The language parameter (or header) picks the version; other languages read English.
    const bn = await fetchList('types=B&language=BN', { merchant: 'nova' });
    expect(bn.list.map((i) => i.title)).toEqual(['নোভা নোটিশ']);
    expect((await fetchList('types=B', { merchant: 'nova', language: 'BN' })).total).toBe(1);
    expect((await fetchList('types=B&language=CN', { merchant: 'nova' })).total).toBe(12);
    // The other white label's items are not there.
    expect(first.list.some((i) => /Shapla/.test(i.title))).toBe(false);
    const demo = await fetchList('types=B,PL,PU,PR,H');
    expect(demo.list.some((i) => i.title.startsWith('Nova'))).toBe(false);
  });

  it('filters by execution: B for visitors, A with a session, F only in the first-login session', async () => {
    // Test fixtures seed the demo popups switched off (they would cover other suites' pages).
    expect((await fetchList('types=PU')).total).toBe(0);
    const seeded = await adminCall(t.app, 'GET', '/wps/admin/announcements?type=PU', demoOwner);
    expect(seeded.body.value.list).toHaveLength(6);
    for (const item of seeded.body.value.list as Item[]) {
      const on = await adminCall(
        t.app,
        'POST',
        `/wps/admin/announcements/${item.id}/enabled`,
        demoOwner,
        { enabled: true },
      );
      expect(on.status).toBe(200);
    }
    const visitor = await fetchList('types=PU');
    expect(visitor.list.map((i) => i.execution)).toEqual(['B']);
    expect((await fetchList('types=B,PL,PU,PR&execution=B')).list.length).toBeGreaterThan(0);
    expect((await fetchList('types=PU&execution=A')).status).toBe(401);
    expect((await fetchList('types=PU&execution=F')).status).toBe(401);

    // newPlayer signs a brand-new member in: the first-time login.
    const player = await newPlayer(t.app, t.database.db, { paymentPassword: false });
    const firstSession = await fetchList('types=PU', { token: player.token });
    expect(firstSession.list.map((i) => i.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(
      (await fetchList('types=PU&execution=F', { token: player.token })).list.map((i) => i.title),
    ).toEqual(['Welcome aboard!']);
    expect(
      (await fetchList('types=PU&execution=A', { token: player.token })).list.map(
        (i) => i.execution,
      ),
    ).toEqual(['A']);

    // The next login is not the first one any more: no F items.
    const again = await login(t.app, player.username, PLAYER_PASSWORD);
    expect(again.body.value.firstTimeLogin).toBe(false);
    const later = await fetchList('types=PU', { token: again.body.value.token });
    expect(later.list.map((i) => i.execution).sort()).toEqual(['A', 'B']);
    expect((await fetchList('types=PU&execution=F', { token: again.body.value.token })).total).toBe(
      0,
    );
  });

  it('serves agent announcements (AG) to agents only, never to players or visitors', async () => {
    const made = await create(demoOwner, { type: 'AG', title: 'New salary tiers', execution: 'B' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const agent = await login(t.app, 'agent01', 'Agent#2026', { area: 'agent' });
    const forAgent = await fetchList('types=AG', { token: agent.body.value.token });
    expect(forAgent.list.map((i) => i.title)).toEqual(['New salary tiers']);
    const player = await newPlayer(t.app, t.database.db, { paymentPassword: false });
    expect((await fetchList('types=AG', { token: player.token })).total).toBe(0);
    expect((await fetchList('types=AG')).total).toBe(0);
    // Nor in the every-type fetch.
    const all = await fetchList('', { token: player.token });
    expect(all.list.map((i) => i.type)).not.toContain('AG');
  });

  it('refuses an unknown type with a clear 4xx', async () => {
    const bad = await fetchList('types=B,XX');
    expect([bad.status, bad.body.code]).toEqual([400, 'ANNOUNCEMENT_TYPE_UNKNOWN']);
    const bn = await fetchList('types=Q', { language: 'BN' });
    expect(bn.body.message).toBe('অজানা ধরন: B, PL, PU, PR বা H দিন।');
    expect((await fetchList('platform=X')).status).toBe(400);
  });
});

describe('announcements: the console', () => {
  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await rows();
    const bad: [Record<string, unknown>, number, string][] = [
      [{ type: 'X' }, 400, 'ANNOUNCEMENT_TYPE_UNKNOWN'],
      [{ type: 'B,PL' }, 400, 'ANNOUNCEMENT_TYPE_UNKNOWN'],
      [{ title: '' }, 400, 'VALIDATION_FAILED'],
      [{ title: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x'.repeat(101) }, 400, 'VALIDATION_FAILED'],
      [{ title: 'line\nbreak' }, 400, 'VALIDATION_FAILED'],
      [{ content: 'x'.repeat(20_001) }, 400, 'VALIDATION_FAILED'],
      [{ language: 'XX' }, 400, 'VALIDATION_FAILED'],
      [{ execution: 'Z' }, 400, 'VALIDATION_FAILED'],
      [{ linkage: 'elsewhere' }, 400, 'VALIDATION_FAILED'],
      [
        { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' },
        400,
        'VALIDATION_FAILED',
      ],
      // Stored XSS: code in the HTML is refused, not stored.
      [{ content: '<p>hi</p><script>alert(1)</script>' }, 400, 'ANNOUNCEMENT_HTML_UNSAFE'],
      [
        { content: '<img src="https://x.example/a.png" onerror="alert(1)">' },
        400,
        'ANNOUNCEMENT_HTML_UNSAFE',
      ],
      [{ content: '<a href="javascript:alert(1)">x</a>' }, 400, 'ANNOUNCEMENT_HTML_UNSAFE'],
      [{ content: '<a href="java&#x09;script:alert(1)">x</a>' }, 400, 'ANNOUNCEMENT_HTML_UNSAFE'],
      [
        { content: '<p style="width: expression(alert(1))">x</p>' },
        400,
        'ANNOUNCEMENT_HTML_UNSAFE',
      ],
      [{ content: '<svg onload="alert(1)"></svg>' }, 400, 'ANNOUNCEMENT_HTML_UNSAFE'],
      [{ content: '<iframe src="https://x.example"></iframe>' }, 400, 'ANNOUNCEMENT_HTML_UNSAFE'],
    ];
    for (const [body, status, code] of bad) {
      const res = await create(demoOwner, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(res.body.message).toBeTruthy();
    }
    expect(await rows()).toBe(before);
    const preview = await adminCall(t.app, 'POST', '/wps/admin/announcements/preview', demoOwner, {
      content: '<b onclick="x()">b</b>',
    });
    expect([preview.status, preview.body.code]).toEqual([400, 'ANNOUNCEMENT_HTML_UNSAFE']);
  });

  it('keeps only allow-listed HTML and serves the title as plain text', async () => {
    const title = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const made = await create(demoOwner, {
      title,
      type: 'PL',
      linkage: 'rewardCenter',
      content:
        '<p>Hi <font color="red">there</font> <a href="https://ok.example/x">link</a> <a href="/promo">in</a></p>' +
        '<img src="https://cdn.example/a.png" alt="a"><img src="http://cdn.example/b.png"><img src="data:image/png;base64,AAAA">' +
        '<div style="color:red">styled</div>',
    });
    expect(made.status).toBe(200);
    const content = made.body.value.content as string;
    expect(content).toBe(
      '<p>Hi there <a href="https://ok.example/x" target="_blank" rel="noopener noreferrer">link</a> <a href="/promo" target="_blank" rel="noopener noreferrer">in</a></p>' +
        '<img src="https://cdn.example/a.png" alt="a" /><div>styled</div>',
    );
    // The title is text: stored and served exactly as typed, for clients to render as text.
    const served = await fetchList('types=PL');
    const item = served.list.find((i) => i.id === made.body.value.id)!;
    expect(item).toMatchObject({ title, content, linkage: 'rewardCenter' });
    const preview = await adminCall(t.app, 'POST', '/wps/admin/announcements/preview', demoOwner, {
      content: '<p>a<font>b</font></p>',
    });
    expect(preview.body.value).toEqual({ content: '<p>ab</p>' });
  });

  it('edits, switches and deletes with an audit row each; the fetch sees changes at once', async () => {
    const made = await create(demoOwner, { title: 'Editable', type: 'H' });
    const id = made.body.value.id as number;
    expect(await auditCount(id)).toBe(1);
    expect((await fetchList('types=H')).list.map((i) => i.title)).toContain('Editable');

    const edited = await adminCall(t.app, 'PUT', `/wps/admin/announcements/${id}`, demoOwner, {
      language: 'EN',
      type: 'H',
      title: 'Edited',
      content: '<p>New</p>',
      sequence: 0,
    });
    expect(edited.body.value).toMatchObject({ id, title: 'Edited', enabled: true });
    expect((await fetchList('types=H')).list[0]!.title).toBe('Edited');

    const off = await adminCall(
      t.app,
      'POST',
      `/wps/admin/announcements/${id}/enabled`,
      demoOwner,
      { enabled: false },
    );
    expect(off.body.value.enabled).toBe(false);
    expect((await fetchList('types=H')).list.map((i) => i.id)).not.toContain(id);

    const listed = await adminCall(
      t.app,
      'GET',
      '/wps/admin/announcements?type=H&language=EN',
      demoOwner,
    );
    expect(listed.body.value.list.map((i: Item) => i.id)).toContain(id);

    const gone = await adminCall(t.app, 'DELETE', `/wps/admin/announcements/${id}`, demoOwner);
    expect(gone.body.value).toEqual({ id });
    expect(await auditCount(id)).toBe(4);
    const missing = await adminCall(t.app, 'DELETE', `/wps/admin/announcements/${id}`, demoOwner);
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it("cannot see or change another white label's items", async () => {
    const theirs = await create(novaOwner, { title: 'Nova only' }, 'nova');
    const id = theirs.body.value.id as number;
    const edit = await adminCall(t.app, 'PUT', `/wps/admin/announcements/${id}`, demoOwner, {
      language: 'EN',
      type: 'B',
      title: 'Hijacked',
      content: '',
    });
    expect([edit.status, edit.body.code]).toEqual([404, 'NOT_FOUND']);
    const off = await adminCall(
      t.app,
      'POST',
      `/wps/admin/announcements/${id}/enabled`,
      demoOwner,
      { enabled: false },
    );
    expect(off.status).toBe(404);
    expect(
      (await adminCall(t.app, 'DELETE', `/wps/admin/announcements/${id}`, demoOwner)).status,
    ).toBe(404);
    const mine = await adminCall(t.app, 'GET', '/wps/admin/announcements?pageSize=100', demoOwner);
    expect(mine.body.value.list.some((i: Item) => i.id === id)).toBe(false);
    expect((await fetchList('types=B', { merchant: 'nova' })).list.map((i) => i.title)).toContain(
      'Nova only',
    );
    expect(await auditCount(id)).toBe(1);
  });

  it('reading needs content.read, writing content.write', async () => {
    await addOperator(t.database.db, 'demo', 'fin_ann', 'Finance#2026', 'finance');
    await addOperator(t.database.db, 'demo', 'sup_ann', 'Support#2026', 'support');
    await addOperator(t.database.db, 'demo', 'cnt_ann', 'Content#2026', 'content');
    const finance = (await signIn(t.app, 'fin_ann', 'Finance#2026')).token;
    const support = (await signIn(t.app, 'sup_ann', 'Support#2026')).token;
    const content = (await signIn(t.app, 'cnt_ann', 'Content#2026')).token;
    const before = await rows();
    expect((await adminCall(t.app, 'GET', '/wps/admin/announcements', finance)).status).toBe(403);
    expect((await create(finance, {})).status).toBe(403);
    expect((await adminCall(t.app, 'GET', '/wps/admin/announcements', support)).status).toBe(200);
    const refused = await create(support, {});
    expect([refused.status, refused.body.code]).toEqual([403, 'ADMIN_FORBIDDEN']);
    expect(await rows()).toBe(before);
    expect((await create(content, { title: 'By content' })).status).toBe(200);
    expect((await adminCall(t.app, 'GET', '/wps/admin/announcements')).status).toBe(401);
  });
});
