import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../src/db/client.ts';
import { merchants, operators } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { testDatabaseOf } from './build-test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Headers of a console call for a white label, with the bearer token when given. */
export const adminHeaders = (token?: string, merchant = 'demo') => ({
  merchant,
  language: 'EN',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The current code of a base32 secret, as an authenticator app would show it. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** Calls a console endpoint; returns status and parsed body. */
export async function adminCall(
  app: FastifyInstance,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
  extra: Partial<InjectOptions> & { merchant?: string } = {},
) {
  const { merchant, ...rest } = extra;
  const res = await app.inject({
    ...rest,
    method,
    url,
    headers: adminHeaders(token, merchant),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Password step; the answer carries the stage-'totp' token and, on first sign-in, the secret. */
export function adminLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<InjectOptions> & { merchant?: string } = {},
) {
  return adminCall(
    app,
    'POST',
    '/wps/admin/session/login',
    undefined,
    { username, password },
    extra,
  );
}

/**
 * Signs an operator in all the way: password, then enrollment (first time) or a code from the
 * known secret. Returns the active token and the secret for later sign-ins.
 */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  knownSecret?: string,
  merchant = 'demo',
): Promise<{ token: string; secret: string }> {
  const first = await adminLogin(app, username, password, { merchant });
  if (first.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(first.body)}`);
  const secret = (first.body.value.enrollment?.secret as string | undefined) ?? knownSecret;
  if (!secret) throw new Error(`no secret for ${username}`);
  // Suites sign the same operator in many times within one 30-second step, and a code works
  // once; forget the used step here. Single use itself is proven in admin.session.test.ts.
  const database = testDatabaseOf.get(app);
  if (database) {
    await database.db
      .update(operators)
      .set({ totpLastStep: null })
      .where(eq(operators.usernameKey, username.toLowerCase()));
  }
  const second = await adminCall(
    app,
    'POST',
    '/wps/admin/session/totp',
    first.body.value.token,
    { code: totpCode(secret) },
    { merchant },
  );
  if (second.status !== 200) throw new Error(`totp ${username}: ${JSON.stringify(second.body)}`);
  return { token: second.body.value.token, secret };
}

/** Adds a console operator (tests only: the console has no operator management yet). */
export async function addOperator(
  db: Db,
  merchantCode: string,
  username: string,
  password: string,
  role: string,
): Promise<void> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
  await db.insert(operators).values({
    merchantId: merchant!.id,
    username,
    usernameKey: username.toLowerCase(),
    displayName: username,
    passwordHash: await hashPassword(password),
    role,
  });
}
