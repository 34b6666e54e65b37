import type { Page } from '@portal/contracts/admin';
import type {
  AdminGame,
  AdminGameFlag,
  AdminGameUpdate,
  AdminVendor,
  AdminVendorUpdate,
} from '@portal/contracts/admin-games';
import { CATEGORY_CODES, type CategoryCode } from '@portal/contracts/games';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../../admin/admin.audit.ts';
import * as repo from './catalog-console.repo.ts';

export type CatalogConsoleService = ReturnType<typeof createCatalogConsoleService>;

/** The same rule as the player catalog: flag on and the end time (if any) not yet reached. */
const isDown = (maintenance: boolean, endsAt: Date | null, at: Date) =>
  maintenance && (endsAt === null || endsAt.getTime() > at.getTime());

/** Audit values: dates as ISO text, everything else as it is. */
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields that changed, before and after, for the audit log. */
function diff<T extends object>(before: T, after: T, keys: readonly (keyof T)[]) {
  return {
    before: Object.fromEntries(keys.map((k) => [k, plain(before[k])])),
    after: Object.fromEntries(keys.map((k) => [k, plain(after[k])])),
  };
}

/**
 * What a vendor update writes. `maintenance: true` states the whole maintenance (its end time
 * is the one given, or none); `maintenance: false` clears the end time; an end time alone needs
 * maintenance already on. An end time must lie ahead: a past one would switch nothing on.
 */
function vendorChanges(
  current: repo.VendorRow,
  input: AdminVendorUpdate,
  at: Date,
): repo.VendorChanges {
  const changes: repo.VendorChanges = {};
  if (input.sort !== undefined) changes.sort = input.sort;
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  const end =
    input.maintenanceEnd === undefined
      ? undefined
      : input.maintenanceEnd === null
        ? null
        : new Date(input.maintenanceEnd);
  if (input.maintenance === false) {
    changes.maintenance = false;
    changes.maintenanceEndsAt = null;
  } else if (input.maintenance === true) {
    changes.maintenance = true;
    changes.maintenanceEndsAt = end ?? null;
  } else if (end !== undefined) {
    if (!current.maintenance) throw new AppError('GAME_MAINTENANCE_END_INVALID');
    changes.maintenanceEndsAt = end;
  }
  if (changes.maintenanceEndsAt && changes.maintenanceEndsAt.getTime() <= at.getTime()) {
    throw new AppError('GAME_MAINTENANCE_END_INVALID');
  }
  return changes;
}

/**
 * The console's side of the games catalog: vendors and games as stored (hidden ones included),
 * and changes to them. Every change is one transaction on a locked row, is audited, and drops the
 * player catalog's cached copy so players see it on their next request.
 */
export function createCatalogConsoleService(deps: {
  db: Db;
  /** The player catalog's cache of this node. */
  catalog: { invalidate: (merchantId: number) => unknown };
  audit: AuditTrail;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  function vendorOf(
    row: repo.VendorRow,
    counts: { total: number; shown: number; maintenance: number; categories: string[] } | undefined,
    at: Date,
  ): AdminVendor {
    return {
      code: row.code,
      nameEn: row.nameEn,
      nameBn: row.nameBn,
      wallet: row.wallet as AdminVendor['wallet'],
      categories: CATEGORY_CODES.filter((c) => counts?.categories.includes(c)),
      sort: row.sort,
      enabled: row.enabled,
      maintenance: row.maintenance,
      maintenanceEnd: row.maintenanceEndsAt?.toISOString() ?? null,
      down: isDown(row.maintenance, row.maintenanceEndsAt, at),
      gameCount: Number(counts?.total ?? 0),
      shownCount: Number(counts?.shown ?? 0),
      maintenanceCount: Number(counts?.maintenance ?? 0),
    };
  }

  function gameOf(
    row: repo.GameRow,
    vendor: { enabled: boolean; maintenance: boolean; endsAt: Date | null } | undefined,
    at: Date,
  ): AdminGame {
    return {
      id: row.id,
      vendor: row.vendor,
      code: row.code,
      category: row.category as CategoryCode,
      nameEn: row.nameEn,
      nameBn: row.nameBn,
      isHot: row.isHot,
      isNew: row.isNew,
      groups: row.groups as AdminGame['groups'],
      vassalage: row.vassalage,
      sort: row.sort,
      enabled: row.enabled,
      maintenance: row.maintenance,
      vendorEnabled: vendor?.enabled ?? false,
      vendorDown: vendor ? isDown(vendor.maintenance, vendor.endsAt, at) : false,
    };
  }

  /** Every vendor of the white label with its game counts, in the order players see them. */
  async function listVendors(merchantId: number): Promise<AdminVendor[]> {
    const vendors = await repo.listVendors(deps.db, merchantId);
    const counts = await repo.gameCountsByVendor(deps.db, merchantId);
    const byVendor = new Map(counts.map((c) => [c.vendor, c]));
    const at = now();
    return vendors.map((v) => vendorOf(v, byVendor.get(v.code), at));
  }

  /** Changes a vendor's maintenance, order or visibility; audited; players see it at once. */
  async function updateVendor(
    actor: Actor,
    code: string,
    input: AdminVendorUpdate,
  ): Promise<AdminVendor> {
    const at = now();
    const { after } = await deps.db.transaction(async (tx) => {
      const current = await repo.lockVendor(tx, actor.merchantId, code);
      if (!current) throw new AppError('GAME_VENDOR_UNKNOWN');
      const changes = vendorChanges(current, input, at);
      const updated = await repo.updateVendor(tx, current.id, changes);
      const keys = Object.keys(changes) as (keyof repo.VendorChanges)[];
      await deps.audit.byActor(
        tx,
        actor,
        'games.vendor.update',
        { type: 'game_vendor', id: code },
        diff(current, updated, keys),
      );
      return { before: current, after: updated, changed: keys };
    });
    deps.catalog.invalidate(actor.merchantId);
    const counts = (await repo.gameCountsByVendor(deps.db, actor.merchantId)).find(
      (c) => c.vendor === code,
    );
    return vendorOf(after, counts, at);
  }

  /** One page of the white label's games, hidden ones included, in the order players see them. */
  async function listGames(
    merchantId: number,
    query: {
      category?: CategoryCode | undefined;
      vendor?: string | undefined;
      name?: string | undefined;
      flag?: AdminGameFlag | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<Page<AdminGame>> {
    const at = now();
    const { rows, total } = await repo.pageGames(
      deps.db,
      merchantId,
      { ...query, name: query.name || undefined },
      at,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map((r) =>
        gameOf(
          r.game,
          r.vendorEnabled === null
            ? undefined
            : {
                enabled: r.vendorEnabled,
                maintenance: r.vendorMaintenance ?? false,
                endsAt: r.vendorEndsAt,
              },
          at,
        ),
      ),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Changes a game's flags, groups, order, visibility, maintenance or names; audited. */
  async function updateGame(actor: Actor, id: number, input: AdminGameUpdate): Promise<AdminGame> {
    const changes: repo.GameChanges = Object.fromEntries(
      Object.entries(input).filter(([, v]) => v !== undefined),
    );
    const changed = Object.keys(changes) as (keyof repo.GameChanges)[];
    const { after, vendor } = await deps.db.transaction(async (tx) => {
      const current = await repo.lockGame(tx, actor.merchantId, id);
      if (!current) throw new AppError('GAME_NOT_FOUND');
      const updated = await repo.updateGame(tx, current.id, changes);
      const owner = await repo.findVendor(tx, actor.merchantId, current.vendor);
      await deps.audit.byActor(
        tx,
        actor,
        'games.game.update',
        { type: 'game', id },
        { code: updated.code, vendor: updated.vendor, ...diff(current, updated, changed) },
      );
      return { after: updated, vendor: owner };
    });
    deps.catalog.invalidate(actor.merchantId);
    return gameOf(
      after,
      vendor && {
        enabled: vendor.enabled,
        maintenance: vendor.maintenance,
        endsAt: vendor.maintenanceEndsAt,
      },
      now(),
    );
  }

  return { listVendors, updateVendor, listGames, updateGame };
}
