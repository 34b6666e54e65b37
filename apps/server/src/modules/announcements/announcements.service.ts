import { LRUCache } from 'lru-cache';
import {
  ANNOUNCEMENT_TYPES,
  type AdminAnnouncement,
  type AdminAnnouncementParsed,
  type Announcement,
  type AnnouncementExecution,
  type AnnouncementPage,
  type AnnouncementType,
} from '@portal/contracts/announcements';
import type { Page } from '@portal/contracts/admin';
import { parseLanguage, type LanguageCode } from '@portal/contracts/i18n';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUnsafeHtml, sanitiseHtml } from '../../lib/html-sanitiser.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './announcements.repo.ts';

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

/** Who is reading: a visitor, or a member (and whether this is their first-login session). */
export type Reader =
  { kind: 'visitor' } | { kind: 'member'; memberId: number; sessionId: number; isAgent?: boolean };

/** Languages with rows of their own; the others read the English rows. */
const OWN_ROWS_FALLBACK: LanguageCode = 'EN';

/** `B,PL` → the types; an unknown name is a clear 400. Empty or absent: every type. */
export function parseTypes(raw: string | undefined): AnnouncementType[] {
  if (!raw) return [...ANNOUNCEMENT_TYPES];
  const names = raw
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  for (const name of names) {
    if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(name)) {
      throw new AppError('ANNOUNCEMENT_TYPE_UNKNOWN');
    }
  }
  return names.length ? (names as AnnouncementType[]) : [...ANNOUNCEMENT_TYPES];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function publicView(row: repo.AnnouncementRow): Announcement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    title: row.title,
    content: row.content,
    linkage: (row.linkage as Announcement['linkage']) ?? null,
    execution: row.execution as AnnouncementExecution,
    sequence: row.sequence,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
  };
}

function adminView(row: repo.AnnouncementRow): AdminAnnouncement {
  return {
    ...publicView(row),
    language: row.language as LanguageCode,
    platform: 'W',
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses HTML that would run code; keeps only the allow-listed rest. */
function cleanContent(html: string): string {
  if (findUnsafeHtml(html)) throw new AppError('ANNOUNCEMENT_HTML_UNSAFE');
  return sanitiseHtml(html);
}

/**
 * Announcements and popups: the public fetch (cached per white label and language, dropped on
 * every write) and the console's list, create, update, enable and delete, each audited in its
 * own transaction.
 */
export function createAnnouncementsService(deps: {
  db: Db;
  audit: AuditTrail;
  /** How long a node serves a white label's items from memory; 0 turns the cache off. */
  ttlMs?: number | undefined;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const ttl = deps.ttlMs ?? 5_000;
  const cache =
    ttl > 0 ? new LRUCache<string, repo.AnnouncementRow[]>({ max: 2_000, ttl }) : undefined;

  async function served(merchantId: number, language: LanguageCode) {
    const key = `${merchantId}:${language}`;
    const hit = cache?.get(key);
    if (hit) return hit;
    let rows = await repo.listServed(deps.db, merchantId, language, now());
    if (rows.length === 0 && language !== OWN_ROWS_FALLBACK && language !== 'BN') {
      rows = await repo.listServed(deps.db, merchantId, OWN_ROWS_FALLBACK, now());
    }
    cache?.set(key, rows);
    return rows;
  }

  /** The executions a reader may see: B always; A with a session; F in the first-login one. */
  async function executionsOf(reader: Reader): Promise<Set<AnnouncementExecution>> {
    const allowed = new Set<AnnouncementExecution>(['B']);
    if (reader.kind === 'member') {
      allowed.add('A');
      if (await repo.isFirstLoginSession(deps.db, reader.memberId, reader.sessionId)) {
        allowed.add('F');
      }
    }
    return allowed;
  }

  async function list(
    merchantId: number,
    reader: Reader,
    query: {
      types?: string | undefined;
      language: LanguageCode;
      execution?: AnnouncementExecution | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<AnnouncementPage> {
    const types = new Set<string>(parseTypes(query.types));
    if (query.execution && query.execution !== 'B' && reader.kind !== 'member') {
      throw new AppError('AUTH_UNAUTHORIZED');
    }
    const allowed = await executionsOf(reader);
    const wanted = query.execution
      ? new Set(allowed.has(query.execution) ? [query.execution] : [])
      : allowed;
    const at = now().getTime();
    const visible = (await served(merchantId, query.language)).filter(
      (row) =>
        types.has(row.type) &&
        // Agent announcements reach agents only.
        (row.type !== 'AG' || (reader.kind === 'member' && reader.isAgent === true)) &&
        wanted.has(row.execution as AnnouncementExecution) &&
        (!row.startAt || row.startAt.getTime() <= at) &&
        (!row.endAt || row.endAt.getTime() > at),
    );
    const offset = (query.pageNo - 1) * query.pageSize;
    return {
      list: visible.slice(offset, offset + query.pageSize).map(publicView),
      total: visible.length,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Drops this node's cached items so an operator's change is served at once. */
  function invalidate(): void {
    cache?.clear();
  }

  function rowValues(input: AdminAnnouncementParsed) {
    const [type] = parseTypes(input.type);
    if (!type || input.type.includes(',')) throw new AppError('ANNOUNCEMENT_TYPE_UNKNOWN');
    return {
      language: input.language,
      type,
      platform: input.platform,
      title: input.title,
      content: cleanContent(input.content),
      linkage: input.linkage,
      execution: input.execution,
      startAt: input.startAt ? new Date(input.startAt) : null,
      endAt: input.endAt ? new Date(input.endAt) : null,
      sequence: input.sequence,
      enabled: input.enabled,
    };
  }

  /** Runs a console change with its audit row in one transaction, then drops the cache. */
  async function change<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    const result = (await deps.db.transaction(async (tx) => fn(tx))) as T;
    invalidate();
    return result;
  }

  async function create(actor: Actor, input: AdminAnnouncementParsed): Promise<AdminAnnouncement> {
    const values = rowValues(input);
    const row = await change(async (tx) => {
      // One writer per white label at a time, so the count below cannot be raced past.
      await repo.lockMerchant(tx, actor.merchantId);
      if ((await repo.countFor(tx, actor.merchantId, values.language)) >= repo.SERVED_MAX) {
        throw new AppError('ANNOUNCEMENT_LIMIT', { params: { max: String(repo.SERVED_MAX) } });
      }
      const inserted = await repo.insert(tx, {
        ...values,
        merchantId: actor.merchantId,
        createdBy: actor.operatorId,
      });
      await deps.audit.byActor(
        tx,
        actor,
        'content.write',
        { type: 'announcement', id: inserted.id },
        { op: 'create', language: values.language, type: values.type },
      );
      return inserted;
    });
    return adminView(row);
  }

  async function update(
    actor: Actor,
    id: number,
    input: AdminAnnouncementParsed,
  ): Promise<AdminAnnouncement> {
    const values = rowValues(input);
    const row = await change(async (tx) => {
      const updated = await repo.update(tx, actor.merchantId, id, values);
      if (!updated) throw new AppError('NOT_FOUND');
      await deps.audit.byActor(
        tx,
        actor,
        'content.write',
        { type: 'announcement', id },
        { op: 'update', language: values.language, type: values.type },
      );
      return updated;
    });
    return adminView(row);
  }

  async function setEnabled(actor: Actor, id: number, enabled: boolean) {
    const row = await change(async (tx) => {
      const updated = await repo.update(tx, actor.merchantId, id, { enabled });
      if (!updated) throw new AppError('NOT_FOUND');
      await deps.audit.byActor(
        tx,
        actor,
        'content.write',
        { type: 'announcement', id },
        { op: enabled ? 'enable' : 'disable' },
      );
      return updated;
    });
    return adminView(row);
  }

  async function remove(actor: Actor, id: number): Promise<{ id: number }> {
    await change(async (tx) => {
      const removed = await repo.remove(tx, actor.merchantId, id);
      if (!removed) throw new AppError('NOT_FOUND');
      await deps.audit.byActor(
        tx,
        actor,
        'content.write',
        { type: 'announcement', id },
        { op: 'delete', language: removed.language, type: removed.type },
      );
    });
    return { id };
  }

  async function adminList(
    actor: Actor,
    query: { pageNo: number; pageSize: number; language?: string; type?: string },
  ): Promise<Page<AdminAnnouncement>> {
    const { rows, total } = await repo.adminPage(
      deps.db,
      actor.merchantId,
      { language: query.language, type: query.type },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map(adminView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** What the content would be stored as (the console's preview); refuses what create refuses. */
  function preview(content: string): { content: string } {
    return { content: cleanContent(content) };
  }

  /** The language a fetch reads: its `language` parameter, else the request's. */
  function languageOf(raw: string | undefined, fallback: LanguageCode): LanguageCode {
    return parseLanguage(raw) ?? fallback;
  }

  return { list, create, update, setEnabled, remove, adminList, preview, invalidate, languageOf };
}
