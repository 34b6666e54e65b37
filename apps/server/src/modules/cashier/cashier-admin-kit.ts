import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAction } from '@portal/contracts/admin';
import { merchantOf } from '../../plugins/request-context.ts';
import type { AuditTrail } from '../admin/admin.audit.ts';
import type { AdjustmentService } from '../wallet/adjustment.service.ts';
import type { RecordsService } from '../wallet/records.service.ts';
import type { WalletSettingsService } from '../wallet/wallet-settings.ts';
import type { DepositService } from './deposit.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

export interface CashierAdminRoutesOptions {
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
  audit: AuditTrail;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  adjustments: AdjustmentService;
  settings: WalletSettingsService;
  records: RecordsService;
  memberExists: (merchantId: number, memberId: number) => Promise<boolean>;
}

/** The Fastify instance the console's money routes are added to (zod type provider). */
export type CashierAdminApp = Parameters<FastifyPluginAsyncZod<CashierAdminRoutesOptions>>[0];

export { ok } from '../../lib/route-kit.ts';
export const tags = ['admin-wallet'];
export const base = '/wps/admin/wallet';

export const merchantFor = (request: FastifyRequest) => merchantOf(request);

export { sendImage } from '../../lib/multipart-images.ts';
