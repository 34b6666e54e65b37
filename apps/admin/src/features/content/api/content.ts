import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBanner,
  AdminBannerList,
  AdminHelpArticle,
  AdminHelpList,
  BannerWriteInput,
  HelpArticleWrite,
  HelpCategoryWrite,
} from '@portal/contracts/content';
import { apiFetch } from '../../../lib/api-client.ts';

const BANNERS = '/wps/admin/content/banners';
const HELP = '/wps/admin/content/help';
const BANNERS_KEY = 'admin-banners';
const HELP_KEY = 'admin-help';

export const useBannerList = (group: string) =>
  useQuery({
    queryKey: [BANNERS_KEY, group],
    queryFn: ({ signal }) => apiFetch<AdminBannerList>(BANNERS, { query: { group }, signal }),
  });

function useBannerMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BANNERS_KEY] }),
  });
}

export const useCreateBanner = () =>
  useBannerMutation((body: BannerWriteInput) =>
    apiFetch<AdminBanner>(BANNERS, { method: 'POST', body }),
  );

export const useUpdateBanner = () =>
  useBannerMutation(({ id, body }: { id: number; body: BannerWriteInput }) =>
    apiFetch<AdminBanner>(`${BANNERS}/${id}`, { method: 'PUT', body }),
  );

export const useDeleteBanner = () =>
  useBannerMutation((id: number) =>
    apiFetch<{ id: number }>(`${BANNERS}/${id}`, { method: 'DELETE' }),
  );

export const useReorderBanners = () =>
  useBannerMutation((body: { groupName: string; ids: number[] }) =>
    apiFetch<AdminBannerList>(`${BANNERS}/reorder`, { method: 'POST', body }),
  );

export const useHelpList = () =>
  useQuery({
    queryKey: [HELP_KEY],
    queryFn: ({ signal }) => apiFetch<AdminHelpList>(HELP, { signal }),
  });

function useHelpMutation<V, R>(fn: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [HELP_KEY] }),
  });
}

export const useSaveCategory = () =>
  useHelpMutation(({ id, body }: { id?: number; body: HelpCategoryWrite }) =>
    apiFetch<AdminHelpList>(id ? `${HELP}/categories/${id}` : `${HELP}/categories`, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );

export const useDeleteCategory = () =>
  useHelpMutation((id: number) =>
    apiFetch<AdminHelpList>(`${HELP}/categories/${id}`, { method: 'DELETE' }),
  );

export const useSaveArticle = () =>
  useHelpMutation(({ id, body }: { id?: number; body: HelpArticleWrite }) =>
    apiFetch<AdminHelpArticle>(id ? `${HELP}/articles/${id}` : `${HELP}/articles`, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );

export const useDeleteArticle = () =>
  useHelpMutation((id: number) =>
    apiFetch<{ id: number }>(`${HELP}/articles/${id}`, { method: 'DELETE' }),
  );
