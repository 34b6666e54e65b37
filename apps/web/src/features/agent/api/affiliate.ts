import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AffiliateLink,
  AffiliateLinkList,
  AffiliateMember,
} from '@portal/contracts/agent-team';
import { apiFetch } from '../../../lib/api-client.ts';
import { toQuery, type RecordPage } from '../../../lib/paging.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';

/** The agent's affiliate links (paths here, not in config/paths.ts: only this chunk calls them). */
export const AFFILIATE_PATH = '/wps/agent/affiliate';
export const AFFILIATE_LINKS_PATH = `${AFFILIATE_PATH}/links`;
export const AFFILIATE_MEMBERS_PATH = `${AFFILIATE_PATH}/members`;

/** Under 'member' (dropped at logout) and keyed by token, like every member query. */
export const affiliateKey = (token: string | null) =>
  ['member', 'agent', token, 'affiliate'] as const;

/** GET /wps/agent/affiliate/links: the live links with their counts, and how many may live. */
export function getAffiliateLinks(signal?: AbortSignal) {
  return apiFetch<AffiliateLinkList>(AFFILIATE_LINKS_PATH, { signal });
}

/** POST /wps/agent/affiliate/links: a new link (409 AFFILIATE_LINK_LIMIT at the most). */
export function createAffiliateLink(name: string) {
  return apiFetch<AffiliateLink>(AFFILIATE_LINKS_PATH, { method: 'POST', body: { name } });
}

/** DELETE /wps/agent/affiliate/links/{id}: the members who came through it stay the agent's. */
export function deleteAffiliateLink(id: number) {
  return apiFetch<null>(`${AFFILIATE_LINKS_PATH}/${id}`, { method: 'DELETE' });
}

/** GET /wps/agent/affiliate/members: who signed up with the agent's code or one of its links. */
export function getAffiliateMembers(
  query: { pageNo: number; pageSize: number },
  signal?: AbortSignal,
) {
  return apiFetch<RecordPage<AffiliateMember>>(`${AFFILIATE_MEMBERS_PATH}${toQuery(query)}`, {
    signal,
  });
}

export function useAffiliateLinks() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...affiliateKey(token), 'links'] as const,
    queryFn: ({ signal }) => getAffiliateLinks(signal),
    enabled: token !== null,
  });
}

export function useAffiliateMembers(query: { pageNo: number; pageSize: number }) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: [...affiliateKey(token), 'members', query] as const,
    queryFn: ({ signal }) => getAffiliateMembers(query, signal),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

/** Any answer, a failure too, may have changed the links (another tab, the limit). */
function useRefreshLinks() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return () => queryClient.invalidateQueries({ queryKey: [...affiliateKey(token), 'links'] });
}

export function useCreateAffiliateLink() {
  const refresh = useRefreshLinks();
  return useMutation({ mutationFn: createAffiliateLink, onSettled: refresh });
}

export function useDeleteAffiliateLink() {
  const refresh = useRefreshLinks();
  return useMutation({ mutationFn: deleteAffiliateLink, onSettled: refresh });
}
