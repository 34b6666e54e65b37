import { createHash } from 'node:crypto';
import {
  BANNER_GROUPS,
  isAllowedVideoUrl,
  isBannerGroup,
  linkageProblem,
  type AdminBanner,
  type AdminBannerList,
  type Banner,
  type BannerImage,
  type BannerReorder,
  type BannerWrite,
  type LinkageType,
} from '@portal/contracts/content';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { BANNER_RULES, normaliseImage } from '../../lib/proof-image.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './content.repo.ts';

export type BannersService = ReturnType<typeof createBannersService>;

/** Where an image is served: its content hash is in the URL, so it may be cached for a year. */
export const bannerImageUrl = (sha256: string) => `/wps/content/images/${sha256}.webp`;

/**
 * Where the images with these ids are served, by id (promotion banners and mall pictures use
 * the banners' images); ids of another white label or unknown are left out.
 */
export async function imageUrlsOf(
  db: Executor,
  merchantId: number,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const hashes = await repo.imageHashes(db, merchantId, wanted);
  return new Map([...hashes].map(([id, sha]) => [id, bannerImageUrl(sha)]));
}

const toBanner = (row: repo.BannerRow): Banner => ({
  id: row.id,
  groupName: row.groupName,
  sequence: row.sequence,
  kind: row.videoUrl ? 'VIDEO' : 'IMAGE',
  url: row.videoUrl ?? bannerImageUrl(row.imageHash ?? ''),
  title: row.title,
  linkage: row.linkage,
  linkageType: row.linkageType as LinkageType,
});

const toAdminBanner = (row: repo.BannerRow): AdminBanner => ({
  ...toBanner(row),
  enabled: row.enabled,
  imageId: row.imageId,
  videoUrl: row.videoUrl,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Banners by group: the console writes them (audited in the same transaction), the site reads
 * the enabled ones from a per-white-label cache that every write on this node clears (other
 * nodes follow within `ttlMs`).
 */
export function createBannersService(deps: {
  db: Db;
  audit: AuditTrail;
  /** The white label's one allowed video host (merchant policy). */
  videoHostOf: (merchantId: number) => Promise<string>;
  ttlMs?: number | undefined;
}) {
  const ttl = deps.ttlMs ?? 10_000;
  const cache = new Map<number, { at: number; rows: Promise<repo.BannerRow[]> }>();

  function enabledRows(merchantId: number): Promise<repo.BannerRow[]> {
    const hit = cache.get(merchantId);
    if (hit && Date.now() - hit.at < ttl) return hit.rows;
    const rows = repo.listBanners(deps.db, merchantId, { enabledOnly: true });
    cache.set(merchantId, { at: Date.now(), rows });
    rows.catch(() => cache.delete(merchantId));
    return rows;
  }

  /** The site's banners of some groups, by group then sequence. */
  async function list(merchantId: number, groups: string[]): Promise<Banner[]> {
    const wanted = new Set(groups.filter(isBannerGroup));
    const rows = await enabledRows(merchantId);
    return rows.filter((r) => wanted.has(r.groupName)).map(toBanner);
  }

  async function adminList(actor: Actor, group: string | undefined): Promise<AdminBannerList> {
    if (group !== undefined && !isBannerGroup(group)) throw new AppError('CONTENT_GROUP_INVALID');
    const rows = await repo.listBanners(deps.db, actor.merchantId, {
      ...(group ? { groups: [group] } : {}),
    });
    return {
      list: rows.map(toAdminBanner),
      videoHost: await deps.videoHostOf(actor.merchantId),
      groups: [...BANNER_GROUPS],
    };
  }

  /** Checks a banner's group, media and link; answers the columns to store. */
  async function checked(tx: Executor, actor: Actor, input: BannerWrite, host: string) {
    if (!isBannerGroup(input.groupName)) throw new AppError('CONTENT_GROUP_INVALID');
    const videoUrl = input.videoUrl?.trim() || null;
    if ((input.imageId === null) === (videoUrl === null)) {
      throw new AppError('CONTENT_MEDIA_REQUIRED');
    }
    if (videoUrl !== null) {
      if (!isAllowedVideoUrl(videoUrl, host)) {
        throw new AppError('CONTENT_VIDEO_HOST', { params: { host } });
      }
    }
    if (
      input.imageId !== null &&
      !(await repo.findImageMeta(tx, actor.merchantId, input.imageId))
    ) {
      throw new AppError('CONTENT_NOT_FOUND');
    }
    if (linkageProblem(input.linkageType, input.linkage) !== null) {
      throw new AppError('CONTENT_LINKAGE_INVALID');
    }
    return {
      groupName: input.groupName,
      title: input.title,
      imageId: input.imageId,
      videoUrl,
      linkageType: input.linkageType,
      linkage: input.linkage,
      enabled: input.enabled,
    };
  }

  async function reread(tx: Executor, merchantId: number, id: number) {
    const row = await repo.findBanner(tx, merchantId, id);
    if (!row) throw new AppError('CONTENT_NOT_FOUND');
    return row;
  }

  async function create(actor: Actor, input: BannerWrite): Promise<AdminBanner> {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const host = await deps.videoHostOf(actor.merchantId);
    const row = await deps.db.transaction(async (tx) => {
      const values = await checked(tx, actor, input, host);
      const sequence =
        input.sequence ?? (await repo.nextSequence(tx, actor.merchantId, input.groupName));
      const id = await repo.insertBanner(tx, { ...values, merchantId: actor.merchantId, sequence });
      await deps.audit.byActor(
        tx,
        actor,
        'content.banner.create',
        { type: 'banner', id },
        {
          groupName: values.groupName,
          kind: values.videoUrl ? 'VIDEO' : 'IMAGE',
        },
      );
      return reread(tx, actor.merchantId, id);
    });
    cache.delete(actor.merchantId);
    return toAdminBanner(row);
  }

  async function update(actor: Actor, id: number, input: BannerWrite): Promise<AdminBanner> {
    const host = await deps.videoHostOf(actor.merchantId);
    const row = await deps.db.transaction(async (tx) => {
      const before = await reread(tx, actor.merchantId, id);
      const values = await checked(tx, actor, input, host);
      const sequence =
        input.sequence ??
        (before.groupName === values.groupName
          ? before.sequence
          : await repo.nextSequence(tx, actor.merchantId, values.groupName));
      await repo.updateBanner(tx, actor.merchantId, id, { ...values, sequence });
      await deps.audit.byActor(
        tx,
        actor,
        'content.banner.update',
        { type: 'banner', id },
        {
          groupName: values.groupName,
          enabled: values.enabled,
        },
      );
      return reread(tx, actor.merchantId, id);
    });
    cache.delete(actor.merchantId);
    return toAdminBanner(row);
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const before = await reread(tx, actor.merchantId, id);
      await repo.deleteBanner(tx, actor.merchantId, id);
      await deps.audit.byActor(
        tx,
        actor,
        'content.banner.delete',
        { type: 'banner', id },
        {
          groupName: before.groupName,
        },
      );
    });
    cache.delete(actor.merchantId);
  }

  /** New order of a group: `ids` lists every banner of the group once, first shown first. */
  async function reorder(actor: Actor, input: BannerReorder): Promise<AdminBannerList> {
    if (!isBannerGroup(input.groupName)) throw new AppError('CONTENT_GROUP_INVALID');
    await deps.db.transaction(async (tx) => {
      const current = await repo.lockGroup(tx, actor.merchantId, input.groupName);
      const given = new Set(input.ids);
      if (
        given.size !== input.ids.length ||
        given.size !== current.length ||
        !current.every((id) => given.has(id))
      ) {
        throw new AppError('CONTENT_ORDER_INVALID');
      }
      for (const [sequence, id] of input.ids.entries()) {
        await repo.setSequence(tx, actor.merchantId, id, sequence);
      }
      await deps.audit.byActor(tx, actor, 'content.banner.reorder', undefined, {
        groupName: input.groupName,
        ids: input.ids,
      });
    });
    cache.delete(actor.merchantId);
    return adminList(actor, input.groupName);
  }

  /** Stores an uploaded picture (sniffed, re-encoded as WebP); the same picture is one row. */
  async function upload(actor: Actor, bytes: Buffer): Promise<BannerImage> {
    const image = await normaliseImage(bytes, BANNER_RULES);
    const sha256 = createHash('sha256').update(image.content).digest('hex');
    const id = await deps.db.transaction(async (tx) => {
      const imageId = await storeImage(tx, actor.merchantId, image, sha256);
      await deps.audit.byActor(
        tx,
        actor,
        'content.banner.upload',
        { type: 'banner_image', id: imageId },
        {
          bytes: image.content.length,
          width: image.width,
          height: image.height,
        },
      );
      return imageId;
    });
    return {
      id,
      url: bannerImageUrl(sha256),
      width: image.width,
      height: image.height,
      bytes: image.content.length,
    };
  }

  /** An image's bytes, for this white label only. */
  const image = (merchantId: number, sha256: string) =>
    repo.findImageByHash(deps.db, merchantId, sha256);

  return { list, adminList, create, update, remove, reorder, upload, image };
}

/** Stores re-encoded image bytes under their hash (also used by the seed). */
export async function storeImage(
  on: Executor,
  merchantId: number,
  image: { content: Buffer; contentType: string; width: number; height: number },
  sha256 = createHash('sha256').update(image.content).digest('hex'),
): Promise<number> {
  return repo.insertImage(on, {
    merchantId,
    sha256,
    contentType: image.contentType,
    content: image.content,
    width: image.width,
    height: image.height,
  });
}
