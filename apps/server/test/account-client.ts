import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';

/** A helper's preliminary call (public key, bot-check challenge) answered something other than 200. */
export class PreliminaryCallFailed extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
  }
}

async function preliminary<T>(app: FastifyInstance, url: string, merchant: string): Promise<T> {
  const res = await app.inject({ url, headers: { merchant } });
  if (res.statusCode !== 200) throw new PreliminaryCallFailed(url, res.statusCode);
  return res.json().value as T;
}

/** Encrypts a body the way the web app does (RSA-OAEP-256 wrapped AES-256-GCM). */
export async function encryptBody(
  app: FastifyInstance,
  data: unknown,
  inner: { ts?: number; nonce?: string } = {},
): Promise<{ headers: Record<string, string>; payload: { value: string } }> {
  const key = await preliminary<{ keyId: string; publicKey: string }>(
    app,
    '/wps/system/publicKey',
    'demo',
  );
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const plain = JSON.stringify({
    ts: inner.ts ?? Date.now(),
    nonce: inner.nonce ?? randomBytes(16).toString('base64url'),
    data,
  });
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    {
      key: createPublicKey({
        key: Buffer.from(key.publicKey, 'base64'),
        format: 'der',
        type: 'spki',
      }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aes,
  );
  return {
    headers: { encryption: `${key.keyId}.${wrapped.toString('base64')}` },
    payload: { value: Buffer.concat([iv, ct]).toString('base64') },
  };
}

/** Solves the proof-of-work bot check as a browser would. */
export async function solveBotcheck(app: FastifyInstance, merchant = 'demo'): Promise<string> {
  const challenge = await preliminary<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>(app, '/wps/botcheck/challenge', merchant);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

let ipCounter = 0;
/** A fresh documentation-range address, so per-second route limits do not couple tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Sends an encrypted call. */
export async function sendEncrypted(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  extra: Partial<InjectOptions> & { headers?: Record<string, string> } = {},
) {
  const { headers, payload } = await encryptBody(app, data);
  return app.inject({
    ...extra,
    method,
    url,
    headers: { merchant: 'demo', language: 'EN', ...headers, ...extra.headers },
    payload,
  });
}

/** Logs in with a password; returns the parsed answer and status. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  inject: Partial<InjectOptions> & { headers?: Record<string, string> } = {},
) {
  const res = await sendEncrypted(
    app,
    'POST',
    '/wps/session/login',
    { username, password, type: 'username', botcheck: await solveBotcheck(app), ...extra },
    inject,
  );
  return { status: res.statusCode, body: res.json() };
}

export const bearer = (token: string) => ({
  merchant: 'demo',
  language: 'EN',
  authorization: `Bearer ${token}`,
});
