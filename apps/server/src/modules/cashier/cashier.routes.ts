import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  DepositMethodSchema,
  DepositRequestSchema,
  DepositSchema,
  PayeeAccountRequestSchema,
  PayeeAccountSchema,
  PROOF_LIMITS,
  WITHDRAWAL_STATUSES,
  WithdrawalSchema,
  WithdrawInfoSchema,
  WithdrawRequestSchema,
  recordPageOf,
} from '@portal/contracts/wallet';
import { AppError } from '../../lib/app-error.ts';
import { readImages } from '../../lib/multipart-images.ts';
import { perCallerLimit } from '../../lib/member-rate-limit.ts';
import { merchantOf } from '../../plugins/request-context.ts';
import { authOf, type GuardOptions } from '../session/session.guard.ts';
import { policyOf } from '../system/merchant-policy.ts';
import type { DepositService } from './deposit.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';
import { ok, IdParams } from '../../lib/route-kit.ts';

export interface CashierRoutesOptions {
  deposits: DepositService;
  withdrawals: WithdrawalService;
  guard: (options?: GuardOptions) => preHandlerAsyncHookHandler;
}

const tags = ['cashier'];
const MONEY_LIMIT = perCallerLimit(60);
const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The member's cashier: deposit methods and orders, payee accounts, withdrawals and receipts. */
export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (app, opts) => {
  const { guard, deposits, withdrawals } = opts;

  app.get(
    '/wps/wallet/deposit/methods',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Deposit methods of this site',
        response: { 200: okEnvelope(z.array(DepositMethodSchema)) },
      },
    },
    async (request) => ok(await deposits.methods(merchantOf(request).id, request.ctx.language)),
  );

  app.post(
    '/wps/wallet/deposits',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Ask for a deposit (PENDING until approved or the gateway confirms)',
        body: DepositRequestSchema,
        response: { 200: okEnvelope(DepositSchema) },
      },
    },
    async (request) =>
      ok(
        await deposits.create(
          merchantOf(request),
          authOf(request).member.id,
          request.body,
          request.ctx.language,
          // The member's own site: where the gateway sends their browser back (nothing else;
          // the gateway's notification goes to the configured PUBLIC_URL).
          `${request.protocol}://${request.host}`,
        ),
      ),
  );

  app.post(
    '/wps/wallet/deposits/:id/proof',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a payment proof (multipart field "file": PNG or JPEG, ≤ 5 MB)',
        params: IdParams,
        response: { 200: okEnvelope(DepositSchema) },
      },
    },
    async (request) => {
      const { images } = await readImages(request, 'file', 1);
      if (images.length !== 1) throw new AppError('UPLOAD_INVALID_IMAGE');
      return ok(
        await deposits.attachProof(
          merchantOf(request).id,
          authOf(request).member.id,
          request.params.id,
          images[0]!,
          request.ctx.language,
        ),
      );
    },
  );

  app.get(
    '/wps/wallet/deposits',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'The member’s deposits, newest first',
        querystring: PageQuery,
        response: { 200: okEnvelope(recordPageOf(DepositSchema)) },
      },
    },
    async (request) =>
      ok(
        await deposits.listForMember(
          merchantOf(request).id,
          authOf(request).member.id,
          request.query,
          request.ctx.language,
        ),
      ),
  );

  app.get(
    '/wps/wallet/withdraw/info',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Limits, payee accounts and turnover before a withdrawal',
        response: { 200: okEnvelope(WithdrawInfoSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return ok(
        await withdrawals.info(
          merchant,
          await authOf(request).fullMember(),
          policyOf(merchant).timeZone,
        ),
      );
    },
  );

  app.post(
    '/wps/wallet/payee-accounts',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Add a payee account (name must match the member’s real name)',
        body: PayeeAccountRequestSchema,
        response: { 200: okEnvelope(PayeeAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.addPayee(
          merchantOf(request).id,
          await authOf(request).fullMember(),
          request.body,
        ),
      ),
  );

  app.delete(
    '/wps/wallet/payee-accounts/:id',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'Remove a payee account',
        params: IdParams,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await withdrawals.removePayee(authOf(request).member.id, request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/wps/wallet/withdrawals',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Ask for a withdrawal: the amount is held until paid or released',
        body: WithdrawRequestSchema,
        response: { 200: okEnvelope(WithdrawalSchema) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return ok(
        await withdrawals.create(
          merchant,
          await authOf(request).fullMember(),
          request.body,
          policyOf(merchant).timeZone,
        ),
      );
    },
  );

  app.get(
    '/wps/wallet/withdrawals',
    {
      preHandler: guard(),
      schema: {
        tags,
        summary: 'The member’s withdrawals, newest first',
        querystring: PageQuery.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() }),
        response: { 200: okEnvelope(recordPageOf(WithdrawalSchema)) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.listForMember(
          merchantOf(request).id,
          authOf(request).member.id,
          request.query,
        ),
      ),
  );

  app.post(
    '/wps/wallet/withdrawals/:id/received',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Confirm the payment arrived (safe to repeat)',
        params: IdParams,
        response: { 200: okEnvelope(WithdrawalSchema) },
      },
    },
    async (request) =>
      ok(
        await withdrawals.confirmReceived(
          merchantOf(request),
          authOf(request).member.id,
          request.params.id,
        ),
      ),
  );

  app.post(
    '/wps/wallet/withdrawals/:id/not-received',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Report the payment did not arrive: multipart "note" and 1–3 "proof" images',
        params: IdParams,
        response: { 200: okEnvelope(WithdrawalSchema) },
      },
    },
    async (request) => {
      const { fields, images } = await readImages(request, 'proof', PROOF_LIMITS.maxFiles);
      if (images.length === 0) throw new AppError('UPLOAD_INVALID_IMAGE');
      const note = fields.note?.trim().slice(0, 500) || undefined;
      return ok(
        await withdrawals.reportNotReceived(
          merchantOf(request),
          authOf(request).member.id,
          request.params.id,
          note,
          images,
        ),
      );
    },
  );

  app.post(
    '/wps/wallet/withdrawals/received-all',
    {
      preHandler: guard(),
      config: MONEY_LIMIT,
      schema: {
        tags,
        summary: 'Confirm every payment awaiting confirmation',
        response: { 200: okEnvelope(z.object({ confirmed: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await withdrawals.confirmAll(merchantOf(request), authOf(request).member.id)),
  );
};
