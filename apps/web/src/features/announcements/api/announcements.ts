import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  type AnnouncementExecution,
} from '@portal/contracts/announcement-constants';
import type { AnnouncementPage } from '@portal/contracts/announcements';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery } from '../../../lib/paging.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

export const announcementsPath = '/wps/system/announcements';

/** The spec's announcement fetch (every type) and notice query (no H, anonymous items). */
export const ANNOUNCEMENT_TYPES_PARAM = 'B,PL,PU,PR,H';
export const NOTICE_QUERY = { types: 'B,PL,PU,PR', execution: 'B' } as const;

export interface AnnouncementFetch {
  types: string;
  execution?: AnnouncementExecution | undefined;
  pageNo: number;
}

/** GET /wps/system/announcements: 9 a page, in the page's language, platform W. */
export function getAnnouncements(
  query: AnnouncementFetch & { language: string },
  signal?: AbortSignal,
) {
  return apiFetch<AnnouncementPage>(
    `${announcementsPath}${toQuery({
      types: query.types,
      platform: 'W',
      language: query.language,
      execution: query.execution,
      pageNo: query.pageNo,
      pageSize: ANNOUNCEMENT_PAGE_SIZE,
    })}`,
    { signal },
  );
}

/**
 * Announcements on mount and again on every language change (the language is in the key);
 * a sign-in or sign-out reads them again too (member-only items).
 */
export function useAnnouncements(query: AnnouncementFetch, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: ['announcements', token, language, query.types, query.execution ?? '', query.pageNo],
    queryFn: ({ signal }) => getAnnouncements({ ...query, language }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}
