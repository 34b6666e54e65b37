import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProviders, merchantModules, merchants } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/account-client.ts';

const SITE = 'localhost:3000';
const REDIRECT = `http://${SITE}/wps/session/oauth/google/callback`;
let t: TestApp;
let idp: Server;
let issuer: string;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const port = (idp.address() as { port: number }).port;
  issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portal-demo',
        client_secret: 'portal-demo-secret',
        redirect_uris: [REDIRECT],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: `${sub}@mail.example`,
          email_verified: true,
          name: 'Alice Example',
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['portal-test-cookie-key'] },
  });
  const handle = provider.callback();
  idp.on('request', (req, res) => void handle(req, res));

  t = await buildTestApp({ configTtlMs: 0 });
  const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  await t.database.db.insert(identityProviders).values({
    merchantId: demo!.id,
    provider: 'google',
    issuer,
    clientId: 'portal-demo',
    clientSecret: 'portal-demo-secret',
  });
  await t.database.db
    .update(merchantModules)
    .set({ enabled: true })
    .where(eq(merchantModules.modId, 'GOOGLELOGIN3'));
});

afterAll(async () => {
  await t.app.close();
  await new Promise((resolve) => idp.close(resolve));
});

/** A tiny browser: follows the provider's redirects with cookies and submits its dev forms. */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      cookies.set(name!, rest.join('='));
    }
  };
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(REDIRECT)) return url;
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    remember(res);
    method = 'GET';
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status}`);
    url = new URL(action, url).toString();
    method = 'POST';
    body = html.includes('name="login"')
      ? `prompt=login&login=${login}&password=x`
      : 'prompt=consent';
  }
  throw new Error('too many hops');
}

async function oneClickLogin(login: string) {
  const start = await t.app.inject({
    url: '/wps/session/oauth/google/start?returnTo=/member',
    headers: { host: SITE },
  });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = start.headers.location as string;
  expect(authorizationUrl).toContain(`${issuer}/auth?`);
  expect(authorizationUrl).toContain('code_challenge_method=S256');
  const callback = await signInAtProvider(authorizationUrl, login);
  const path = new URL(callback).pathname + new URL(callback).search;
  const done = await t.app.inject({ url: path, headers: { host: SITE } });
  return { done, path };
}

describe('one-click login with OpenID Connect', () => {
  it('creates the account at the first login and signs the same account in later', async () => {
    const first = await oneClickLogin('alice');
    expect(first.done.statusCode).toBe(302);
    const location = first.done.headers.location as string;
    expect(location).toMatch(/^\/member#oauthToken=[\w-]{43}$/);
    const token = location.split('#oauthToken=')[1]!;
    const info = (await t.app.inject({ url: '/wps/member/info', headers: bearer(token) })).json()
      .value;
    expect(info.account).toMatch(/^g_[0-9a-f]{12}$/);
    expect(info.maskedEmail).toBe('a***e@mail.example');

    const again = await oneClickLogin('alice');
    const token2 = (again.done.headers.location as string).split('#oauthToken=')[1]!;
    const info2 = (await t.app.inject({ url: '/wps/member/info', headers: bearer(token2) })).json()
      .value;
    expect(info2.id).toBe(info.id);

    const replay = await t.app.inject({ url: again.path, headers: { host: SITE } });
    expect(replay.headers.location).toBe('/?oauthError=AUTH_TICKET_EXPIRED');
  });

  it('refuses a forged state and a provider that is switched off', async () => {
    const forged = await t.app.inject({
      url: '/wps/session/oauth/google/callback?code=x&state=forged',
      headers: { host: SITE },
    });
    expect(forged.headers.location).toBe('/?oauthError=AUTH_TICKET_EXPIRED');
    const off = await t.app.inject({
      url: '/wps/session/oauth/facebook/start',
      headers: { host: SITE },
    });
    expect(off.headers.location).toBe('/?oauthError=AUTH_METHOD_DISABLED');
  });
});
