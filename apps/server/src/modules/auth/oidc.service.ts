import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { LRUCache } from 'lru-cache';
import { isModuleEnabled } from '@portal/contracts/system';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { MemberService } from '../member/member.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { Caller, LoginService } from './login.service.ts';
import * as repo from './oidc.repo.ts';

export const OIDC_PROVIDERS = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;
export type OidcProvider = keyof typeof OIDC_PROVIDERS;
const STATE_TTL_MS = 10 * 60_000;

/** Plain http is allowed only for an issuer on this machine (tests and local development). */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** Only same-site paths may be returned to after login. */
function safeReturnTo(value: string | undefined): string {
  return value && /^\/(?!\/)[\w\-./?=&%#]*$/.test(value) ? value : '/';
}

export type OidcService = ReturnType<typeof createOidcService>;

/**
 * One-click Google and Facebook login through OpenID Connect (authorization code + PKCE,
 * state and nonce checked), configured per white label. A first login creates the account.
 */
export function createOidcService(deps: {
  db: Db;
  members: MemberService;
  login: LoginService;
  system: SystemService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const configs = new LRUCache<string, oidc.Configuration>({ max: 100, ttl: 10 * 60_000 });

  async function configFor(merchantId: number, provider: OidcProvider) {
    const tree = await deps.system.getWhitelabel(merchantId);
    const row = isModuleEnabled(tree, OIDC_PROVIDERS[provider])
      ? await repo.findProvider(deps.db, merchantId, provider)
      : undefined;
    if (!row) throw new AppError('AUTH_METHOD_DISABLED');
    const key = `${merchantId}:${provider}:${row.issuer}:${row.clientId}`;
    const hit = configs.get(key);
    if (hit) return hit;
    const issuer = new URL(row.issuer);
    const config = await oidc.discovery(issuer, row.clientId, row.clientSecret, undefined, {
      execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    configs.set(key, config);
    return config;
  }

  const redirectUri = (caller: Caller, provider: OidcProvider) =>
    `${caller.origin}/wps/session/oauth/${provider}/callback`;

  /** The provider's authorization URL for a new login attempt. */
  async function start(caller: Caller, provider: OidcProvider, returnTo?: string): Promise<string> {
    const config = await configFor(caller.merchant.id, provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await repo.saveState(deps.db, {
      state,
      merchantId: caller.merchant.id,
      provider,
      nonce,
      codeVerifier,
      returnTo: safeReturnTo(returnTo),
      expiresAt: new Date(now().getTime() + STATE_TTL_MS),
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(caller, provider),
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** Finishes the login at the callback; returns the session token and where to go. */
  async function callback(caller: Caller, provider: OidcProvider, currentUrl: URL) {
    const state = currentUrl.searchParams.get('state') ?? '';
    const saved = await repo.takeState(deps.db, state);
    if (!saved || saved.provider !== provider || saved.merchantId !== caller.merchant.id) {
      throw new AppError('AUTH_TICKET_EXPIRED');
    }
    if (saved.expiresAt.getTime() <= now().getTime()) throw new AppError('AUTH_TICKET_EXPIRED');
    const config = await configFor(caller.merchant.id, provider);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw new AppError('AUTH_VERIFICATION_INVALID');
    }
    if (!claims?.sub) throw new AppError('AUTH_VERIFICATION_INVALID');
    const email =
      typeof claims.email === 'string' && claims.email_verified === true
        ? claims.email.toLowerCase()
        : null;
    const identity = await repo.findIdentity(deps.db, caller.merchant.id, provider, claims.sub);
    let member = identity ? await deps.members.findById(identity.memberId) : undefined;
    if (!member) {
      member = await deps.members.create({
        merchantId: caller.merchant.id,
        username: `${provider[0]}_${randomBytes(6).toString('hex')}`,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        email,
        nickname: typeof claims.name === 'string' ? claims.name.slice(0, 40) : null,
        registerIp: caller.ip,
        registerMethod: `OIDC_${provider.toUpperCase()}`,
        language: caller.language,
      });
      await repo.linkIdentity(deps.db, {
        merchantId: caller.merchant.id,
        memberId: member.id,
        provider,
        subject: claims.sub,
        email,
      });
    }
    if (member.status === 'LOCKED') throw new AppError('AUTH_ACCOUNT_LOCKED');
    const result = await deps.login.completeLogin(caller, member, 'member');
    return { token: result.token!, returnTo: saved.returnTo };
  }

  return {
    start,
    callback,
    configure: (values: Parameters<typeof repo.upsertProvider>[1]) =>
      repo.upsertProvider(deps.db, values),
  };
}
