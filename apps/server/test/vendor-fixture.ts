import Fastify, { type FastifyInstance } from 'fastify';
import {
  BetHistoryRequestSchema,
  LaunchRequestSchema,
  PROVIDER_SIGNATURE_HEADER,
  type BetHistoryRequest,
  type LaunchRequest,
} from '@portal/contracts/provider';
import { signBody, vendorSecret, verifyBody } from '@portal/contracts/provider-signing';
import { DEFAULT_PROVIDER_SEED } from '../src/modules/register-vendors.ts';
import { playableVendorSlot } from '../src/modules/games/catalog/catalog-data.ts';
import { buildTestApp } from './build-test-app.ts';

/**
 * A minimal vendor on loopback for portal-side tests: it checks the portal's signature on
 * /launch, remembers the launch (its token is what a real vendor uses to call back) and answers a
 * URL. The full vendor is apps/demo-provider.
 */
export async function startFakeVendor(seed = DEFAULT_PROVIDER_SEED) {
  const launches: LaunchRequest[] = [];
  const app: FastifyInstance = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/launch', async (request, reply) => {
    const raw = request.body as Buffer;
    const parsed = LaunchRequestSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success) return reply.code(400).send({ status: 'BAD_REQUEST' });
    const secret = vendorSecret(seed, parsed.data.vendor);
    if (!verifyBody(secret, raw, request.headers[PROVIDER_SIGNATURE_HEADER])) {
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    }
    launches.push(parsed.data);
    return { status: 'OK', url: `http://127.0.0.1/play/${launches.length}` };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, launches, close: () => app.close() };
}

/** What a scripted bet-history page answers: a page, or FAIL for a 500. */
export type HistoryAnswer = { bets: unknown[]; hasMore: boolean } | 'FAIL';

/**
 * A vendor on loopback whose `/bet-history` answers what the test scripts (pages out of order,
 * repeated rows, a failing page), after checking the portal's signature like the real one.
 * Every request is kept, in order.
 */
export async function startFakeHistoryVendor(
  answer: (request: BetHistoryRequest) => HistoryAnswer,
  seed = DEFAULT_PROVIDER_SEED,
) {
  const requests: BetHistoryRequest[] = [];
  const app: FastifyInstance = Fastify();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/bet-history', async (request, reply) => {
    const raw = request.body as Buffer;
    const parsed = BetHistoryRequestSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success) return reply.code(400).send({ status: 'BAD_REQUEST' });
    const secret = vendorSecret(seed, parsed.data.vendor);
    if (!verifyBody(secret, raw, request.headers[PROVIDER_SIGNATURE_HEADER])) {
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    }
    requests.push(parsed.data);
    const page = answer(parsed.data);
    if (page === 'FAIL') return reply.code(500).send({ status: 'INTERNAL_ERROR' });
    return { status: 'OK', page: parsed.data.page, pageSize: parsed.data.pageSize, ...page };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, requests, close: () => app.close() };
}

/** Sends a signed seamless call as the vendor would (optionally with a wrong signature). */
export async function vendorCall(
  portal: FastifyInstance,
  vendor: string,
  call: string,
  body: unknown,
  options: { seed?: string; signature?: string; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const secret = vendorSecret(options.seed ?? DEFAULT_PROVIDER_SEED, vendor);
  const res = await portal.inject({
    method: 'POST',
    url: `/provider/v1/${vendor}/${call}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_SIGNATURE_HEADER]: options.signature ?? signBody(secret, raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** The slot the seamless tests play (an external vendor's, not under maintenance). */
export const SEAMLESS_SLOT = playableVendorSlot();

/** The portal on a fresh database beside a fake vendor, with the seamless slot's node id. */
export async function startSeamlessPortal() {
  const vendor = await startFakeVendor();
  // Model tests log a new player in per run (and per shrink step): no login rate limit here.
  const built = await buildTestApp({ providerUrl: vendor.url, catalogTtlMs: 0, rateLimits: false });
  const list = await built.app.inject({
    method: 'GET',
    url: `/lgw/games/list?vassalage=${SEAMLESS_SLOT.vendor}&gameType=RNG&pageSize=999`,
  });
  const nodeId = (list.json().value.content as { nodeId: number; gameCode: string }[]).find(
    (g) => g.gameCode === SEAMLESS_SLOT.code,
  )!.nodeId;
  return {
    app: built.app,
    db: built.database.db,
    vendor,
    nodeId,
    close: async () => {
      await built.app.close();
      await vendor.close();
    },
  };
}
