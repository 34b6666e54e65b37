import type {} from '@fastify/rate-limit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  ConsolidatedFundsSchema,
  GameTransferRequestSchema,
  RecallRequestSchema,
  RecallResultSchema,
} from '@portal/contracts/wallet';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import type { GameWalletService } from './game-wallet.service.ts';
import { ok } from '../../lib/route-kit.ts';

const tags = ['wallet'];
/** Moving money into and out of game wallets happens around every game launch: a looser limit. */
const GAME_WALLET_LIMIT = perCallerLimit(1_200);

/** The member's game wallets: money at transfer-wallet vendors, recall, moves in and out. */
export const gameWalletRoutes: FastifyPluginAsyncZod<{
  gameWallets: GameWalletService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}> = async (app, opts) => {
  const { guard } = opts;

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Main wallet, held funds and money at transfer-wallet vendors',
        response: { 200: okEnvelope(ConsolidatedFundsSchema) },
      },
    },
    async (request) =>
      ok(await opts.gameWallets.consolidated(merchantOf(request), authOf(request).member.id)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      preHandler: guard(),
      config: GAME_WALLET_LIMIT,
      schema: {
        tags,
        summary: 'Balance recall: bring money back from game vendors into the main wallet',
        body: RecallRequestSchema,
        response: { 200: okEnvelope(RecallResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.gameWallets.recall(
          merchantOf(request),
          authOf(request).member.id,
          request.body?.vendor,
        ),
      ),
  );

  app.post(
    '/wps/wallet/game-transfer',
    {
      preHandler: guard(),
      config: GAME_WALLET_LIMIT,
      schema: {
        tags,
        summary: 'Move money between the main wallet and a transfer-wallet vendor',
        body: GameTransferRequestSchema,
        response: { 200: okEnvelope(RecallResultSchema) },
      },
    },
    async (request) =>
      ok(
        await opts.gameWallets.transfer(
          merchantOf(request),
          authOf(request).member.id,
          request.body,
        ),
      ),
  );
};
