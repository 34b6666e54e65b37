import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HelpCenter } from '@portal/contracts/content';
import { apiFetch } from '../../../lib/api-client.ts';

export { useBanners } from '../../../lib/banners.ts';

export const contentPaths = { helpCenter: '/wps/system/helpCenter' } as const;

/** GET /wps/system/helpCenter in the page's language (read again when the language changes). */
export function useHelpCenter() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['helpCenter', language],
    queryFn: ({ signal }) => apiFetch<HelpCenter>(contentPaths.helpCenter, { signal }),
    staleTime: 5 * 60_000,
  });
}
