import { z } from 'zod';
import { PageQuerySchema } from './admin.ts';

/**
 * The console's view of the bet record's exceptions: what the bet path could not record as it
 * came (a pulled history row for an unknown player or game, a bet the vendor changed after it
 * was settled, a malformed row, a win past the game's limit), for an operator to look at.
 */
export const BET_EXCEPTION_KINDS = [
  'UNKNOWN_PLAYER',
  'UNKNOWN_GAME',
  'WIN_OVER_LIMIT',
  'CHANGED_AFTER_SETTLEMENT',
  'BAD_ROW',
] as const;
export type BetExceptionKind = (typeof BET_EXCEPTION_KINDS)[number];

export const BET_EXCEPTION_STATES = ['OPEN', 'RESOLVED', 'ALL'] as const;

export const AdminBetExceptionQuerySchema = PageQuerySchema.extend({
  state: z
    .enum(BET_EXCEPTION_STATES)
    .default('OPEN')
    .describe('OPEN (default): not resolved yet; RESOLVED; ALL'),
});
export type AdminBetExceptionQuery = z.infer<typeof AdminBetExceptionQuerySchema>;

export const AdminBetExceptionSchema = z.object({
  id: z.number().int(),
  /** True when the row names no white label (e.g. a player id nobody has). */
  unassigned: z.boolean().describe('Names no white label; seen only by roles that see all'),
  vendor: z.string(),
  source: z.string().describe('HISTORY (pulled bet history) or SEAMLESS'),
  vendorBetId: z.string(),
  kind: z.string().describe(`One of ${BET_EXCEPTION_KINDS.join(', ')}`),
  detail: z.record(z.string(), z.unknown()).describe('The row as the vendor sent it'),
  createdAt: z.string().describe('ISO-8601 date-time'),
  resolvedAt: z.string().nullable(),
});
export type AdminBetException = z.infer<typeof AdminBetExceptionSchema>;

export const BetExceptionIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
