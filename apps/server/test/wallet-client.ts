import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/client.ts';
import { members, merchants } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createLedgerService } from '../src/modules/wallet/ledger.service.ts';
import { bearer, login } from './account-client.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const PLAYER_PASSWORD = 'Player#2026';
export const PAYMENT_PASSWORD = '246810';

/** A fresh idempotency key. */
export const rid = () => randomUUID().replace(/-/g, '');

/** A parsed envelope; tests check the fields they care about. */
export interface Answer {
  success: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  value: any;
  code?: string;
  message?: string;
}

/** Calls a member endpoint with the bearer token; status and parsed body. */
export async function memberCall(
  app: FastifyInstance,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return {
    status: res.statusCode,
    body: body as Answer,
  };
}

let counter = 0;
let cachedHash: string | undefined;

/**
 * A new demo member with a known password, real name, optional upline and opening balance
 * (posted through the ledger), signed in. Returns its id and token.
 */
export async function newPlayer(
  app: FastifyInstance,
  db: Db,
  options: { balance?: bigint; type?: number; uplineId?: number; paymentPassword?: boolean } = {},
) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  counter += 1;
  const username = `wp${Date.now().toString(36)}${counter}`;
  cachedHash ??= await hashPassword(PLAYER_PASSWORD);
  const [row] = await db
    .insert(members)
    .values({
      merchantId: merchant!.id,
      username,
      usernameKey: username,
      passwordHash: cachedHash,
      payeeName: 'Test Player',
      type: options.type ?? 0,
      uplineId: options.uplineId ?? null,
      referralCode: username.toUpperCase().slice(0, 16),
    })
    .returning({ id: members.id });
  const id = row!.id;
  if (options.balance) await fund(db, id, options.balance);
  const answer = await login(app, username, PLAYER_PASSWORD);
  if (answer.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(answer.body)}`);
  const token = answer.body.value.token as string;
  if (options.paymentPassword !== false) {
    await memberCall(app, token, 'PUT', '/wps/member/payment-password', {
      loginPassword: PLAYER_PASSWORD,
      newPaymentPassword: PAYMENT_PASSWORD,
    });
  }
  return { id, username, token, merchantId: merchant!.id };
}

/** Credits a demo member's main wallet through the ledger (from the adjustments account). */
export async function fund(db: Db, memberId: number, amount: bigint) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  const ledger = createLedgerService({ db });
  const main = await ledger.memberAccountId(merchant!, memberId, 'MAIN');
  const house = await ledger.houseAccountId(merchant!, 'ADJUSTMENTS');
  await ledger.post({
    merchantId: merchant!.id,
    kind: 'ADJUSTMENT',
    key: { source: 'TEST', externalId: rid(), operation: 'FUND' },
    memberId,
    lines: [
      { accountId: house, amount: -amount },
      { accountId: main, amount },
    ],
  });
}

/** A small real PNG. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** A multipart body with text fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Buffer }[],
) {
  const boundary = `----portal${rid()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
