import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/contracts/admin';
import type { AdminAnnouncement, AdminAnnouncementInput } from '@portal/contracts/announcements';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface AnnouncementListQuery {
  pageNo: number;
  pageSize: number;
  language?: string | undefined;
  type?: string | undefined;
}

/** Root key of the console's announcements: any change refetches every page and filter. */
export const ANNOUNCEMENTS_KEY = 'admin-announcements';

export const listAnnouncements = (query: AnnouncementListQuery, signal?: AbortSignal) =>
  apiFetch<Page<AdminAnnouncement>>(api.announcements, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });

export const useAnnouncementList = (query: AnnouncementListQuery) =>
  useQuery({
    queryKey: [ANNOUNCEMENTS_KEY, query],
    queryFn: ({ signal }) => listAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });

function useChange<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_KEY] }),
  });
}

/** Create (no id) or replace (id) one language version; the server sanitises the HTML. */
export const useSaveAnnouncement = () =>
  useChange(({ id, input }: { id: number | null; input: AdminAnnouncementInput }) =>
    id === null
      ? apiFetch<AdminAnnouncement>(api.announcements, { method: 'POST', body: input })
      : apiFetch<AdminAnnouncement>(api.announcement(id), { method: 'PUT', body: input }),
  );

export const useSetAnnouncementEnabled = () =>
  useChange(({ id, enabled }: { id: number; enabled: boolean }) =>
    apiFetch<AdminAnnouncement>(api.announcementEnabled(id), {
      method: 'POST',
      body: { enabled },
    }),
  );

export const useDeleteAnnouncement = () =>
  useChange((id: number) => apiFetch<{ id: number }>(api.announcement(id), { method: 'DELETE' }));

/** The content as the server would store it (sanitised), for the form's preview. */
export const usePreviewAnnouncement = () =>
  useMutation({
    mutationFn: (content: string) =>
      apiFetch<{ content: string }>(api.announcementPreview, {
        method: 'POST',
        body: { content },
      }),
  });
