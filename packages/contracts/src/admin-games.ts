import { z } from 'zod';
import { PageQuerySchema } from './admin.ts';
import { CategoryCodeSchema, GAME_GROUPS } from './games.ts';

/**
 * Console calls for the games catalog under /wps/admin/games: vendors (maintenance, order,
 * shown or hidden) and games (hot, new, groups, order, shown, maintenance, names). Nothing here
 * reaches an in-house game's outcome: seeds, odds and payouts are not operator settings.
 */

const DateTime = z.string().describe('ISO-8601 date-time');
const VendorCode = z.string().regex(/^[A-Z0-9_]{2,16}$/);
/** Position in lists: lower first, ties by creation. */
export const CATALOG_SORT_MAX = 100_000;
const Sort = z.number().int().min(0).max(CATALOG_SORT_MAX);
/** A game's display name in one language. */
export const GAME_NAME_MAX = 80;
const GameName = z.string().trim().min(1).max(GAME_NAME_MAX);

export const VENDOR_WALLETS = ['SEAMLESS', 'TRANSFER', 'INHOUSE'] as const;

export const AdminVendorSchema = z.object({
  code: VendorCode.describe('Vendor code (the spec’s vassalage)'),
  nameEn: z.string(),
  nameBn: z.string(),
  wallet: z.enum(VENDOR_WALLETS),
  categories: z.array(CategoryCodeSchema).describe('Categories the vendor has games in'),
  sort: z.number().int(),
  enabled: z.boolean().describe('Shown to players; a hidden vendor hides all its games'),
  maintenance: z.boolean().describe('The maintenance flag as the operator set it'),
  maintenanceEnd: DateTime.nullable().describe(
    'When the maintenance ends; null: until switched off',
  ),
  down: z
    .boolean()
    .describe('Players see the vendor under maintenance now (flag on, end time not yet reached)'),
  gameCount: z.number().int().describe('All games of the vendor'),
  shownCount: z.number().int().describe('Games shown to players'),
  maintenanceCount: z.number().int().describe('Games under their own maintenance flag'),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;

export const VendorCodeParamSchema = z.object({ code: VendorCode });

/**
 * A change to a vendor; only the fields given change. `maintenance: true` states the whole
 * maintenance: the end time is `maintenanceEnd` or none. `maintenance: false` clears the end time.
 */
export const AdminVendorUpdateSchema = z
  .strictObject({
    maintenance: z.boolean().optional(),
    maintenanceEnd: z.iso
      .datetime({ offset: true })
      .nullable()
      .optional()
      .describe('Future end time (with maintenance on); null: until switched off'),
    sort: Sort.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'change at least one field',
  })
  .refine((body) => !(body.maintenance === false && body.maintenanceEnd), {
    message: 'an end time needs maintenance on',
    path: ['maintenanceEnd'],
  });
export type AdminVendorUpdate = z.infer<typeof AdminVendorUpdateSchema>;

export const AdminGameSchema = z.object({
  id: z.number().int().describe('The nodeId players see'),
  vendor: VendorCode,
  code: z.string(),
  category: CategoryCodeSchema,
  nameEn: z.string(),
  nameBn: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  groups: z.array(z.enum(GAME_GROUPS)),
  vassalage: z.boolean().describe('A vendor lobby tile (opens the popup list of its games)'),
  sort: z.number().int(),
  enabled: z.boolean().describe('Shown to players'),
  maintenance: z.boolean().describe('The game’s own maintenance flag'),
  vendorEnabled: z.boolean().describe('Its vendor is shown (a hidden vendor hides the game)'),
  vendorDown: z.boolean().describe('Its vendor is under maintenance now'),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;

/** List filters beyond category, vendor and name. */
export const ADMIN_GAME_FLAGS = ['HOT', 'NEW', 'MAINTENANCE', 'HIDDEN'] as const;
export type AdminGameFlag = (typeof ADMIN_GAME_FLAGS)[number];

export const AdminGameQuerySchema = PageQuerySchema.extend({
  category: CategoryCodeSchema.optional(),
  vendor: VendorCode.optional(),
  name: z.string().trim().max(60).optional().describe('Part of the name (either language) or code'),
  flag: z.enum(ADMIN_GAME_FLAGS).optional(),
});
export type AdminGameQuery = z.input<typeof AdminGameQuerySchema>;

export const GameIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A change to a game; only the fields given change. */
export const AdminGameUpdateSchema = z
  .strictObject({
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    groups: z
      .array(z.enum(GAME_GROUPS))
      .max(GAME_GROUPS.length)
      .refine((groups) => new Set(groups).size === groups.length, { message: 'each group once' })
      .optional(),
    sort: Sort.optional(),
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    nameEn: GameName.optional(),
    nameBn: GameName.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'change at least one field',
  });
export type AdminGameUpdate = z.infer<typeof AdminGameUpdateSchema>;
