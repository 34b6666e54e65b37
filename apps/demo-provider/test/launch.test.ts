import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchRequestSchema } from '@portal/contracts/provider';
import { signBody, vendorSecret } from '@portal/contracts/provider-signing';
import {
  SEED,
  launch,
  launchBody,
  postSigned,
  startProvider,
  type RunningProvider,
} from './helpers.ts';

const CATEGORIES = LaunchRequestSchema.shape.category.options;

let provider: RunningProvider;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => {
  await provider.close();
});

describe('POST /launch', () => {
  it('refuses a body signed with another secret, or not signed, with 401 INVALID_SIGNATURE', async () => {
    const wrongSecret = await postSigned(`${provider.url}/launch`, launchBody(), {
      seed: 'some-other-seed',
    });
    expect(wrongSecret).toEqual({ status: 401, json: { status: 'INVALID_SIGNATURE' } });

    const unsigned = await fetch(`${provider.url}/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(launchBody()),
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ status: 'INVALID_SIGNATURE' });
  });

  it('checks the signature over the raw bytes: the same JSON re-serialised does not pass', async () => {
    const raw = JSON.stringify(launchBody());
    const good = await postSigned(`${provider.url}/launch`, raw, { vendor: 'DEMO' });
    expect(good.status).toBe(200);
    const spaced = JSON.stringify(launchBody(), null, 1);
    const signatureOfCompact = signBody(vendorSecret(SEED, 'DEMO'), raw);
    const res = await postSigned(`${provider.url}/launch`, spaced, {
      vendor: 'DEMO',
      signature: signatureOfCompact,
    });
    expect(res.status).toBe(401);
  });

  it('answers 400 BAD_REQUEST for a correctly signed body of the wrong shape', async () => {
    const res = await postSigned(`${provider.url}/launch`, {
      ...launchBody(),
      category: 'CASINO',
    });
    expect(res).toEqual({ status: 400, json: { status: 'BAD_REQUEST' } });
    const noToken = await postSigned(`${provider.url}/launch`, { ...launchBody(), token: 'short' });
    expect(noToken).toEqual({ status: 400, json: { status: 'BAD_REQUEST' } });
  });

  it.each(CATEGORIES)(
    'launches %s: the URL serves a self-contained HTML game page',
    async (category) => {
      const res = await postSigned(`${provider.url}/launch`, launchBody({ category }));
      expect(res.status).toBe(200);
      expect(res.json.status).toBe('OK');
      expect(res.json.url).toMatch(new RegExp(`^${provider.url}/play/[0-9a-f]{32}$`));

      const page = await fetch(res.json.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain('<title>Lucky Lanterns</title>');
      expect(html).toContain(`data-category="${category}"`);
      expect(html).toContain('href="http://127.0.0.1:5173/games"');
      expect(html).toContain('prefers-color-scheme: dark');
      // No external assets: nothing is loaded from elsewhere.
      expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
      // The inline script is valid JavaScript and its boot data names this session.
      const scripts = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)];
      expect(scripts).toHaveLength(1);
      expect(() => new Script(scripts[0]![1]!)).not.toThrow();
      const boot = /<script id="boot" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(
        html,
      );
      expect(JSON.parse(boot![1]!)).toMatchObject({ category, currency: 'BDT', mode: 'REAL' });
    },
  );

  it('serves the page in Bengali for a bn session and escapes the game name', async () => {
    const { url } = await launch(provider, {
      language: 'bn',
      gameName: 'লাকি <স্লট> & "Co"',
    });
    const html = await (await fetch(url)).text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('ফিরে যান');
    expect(html).toContain('ব্যালেন্স');
    expect(html).toContain('লাকি &#60;স্লট&#62; &#38; &#34;Co&#34;');
    expect(html).not.toContain('<স্লট>');
  });

  it('never turns a non-http returnUrl into a link', async () => {
    const { url } = await launch(provider, { returnUrl: 'javascript:alert(1)' });
    const html = await (await fetch(url)).text();
    expect(html).toContain('class="back" href="#"');
    expect(html).not.toContain('javascript:alert');
  });

  it('answers 404 for a session that does not exist', async () => {
    const page = await fetch(`${provider.url}/play/${'0'.repeat(32)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('does not exist');
    const api = await fetch(`${provider.url}/api/sessions/${'0'.repeat(32)}`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'SESSION_NOT_FOUND' } });
  });

  it('refuses a REAL launch whose walletUrl is not an http URL', async () => {
    const res = await postSigned(`${provider.url}/launch`, launchBody({ walletUrl: 'ftp://x' }));
    expect(res).toEqual({ status: 400, json: { status: 'BAD_REQUEST' } });
  });
});

describe('sessions', () => {
  it('end after the idle time', async () => {
    let now = 1_000_000;
    const short = await startProvider({ sessionIdleMs: 60_000, now: () => now });
    try {
      const { sessionId } = await launch(short, { mode: 'FUN' });
      now += 59_000;
      expect((await fetch(`${short.url}/play/${sessionId}`)).status).toBe(200);
      now += 59_000; // active a moment ago, so still alive
      expect((await fetch(`${short.url}/play/${sessionId}`)).status).toBe(200);
      now += 61_000;
      expect((await fetch(`${short.url}/play/${sessionId}`)).status).toBe(404);
    } finally {
      await short.close();
    }
  });
});
