import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /wps/member/info/icon: a PNG or JPEG as multipart field `file`; answers the new URL. */
export function uploadIcon(file: File): Promise<{ iconUrl: string }> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch(accountPaths.memberIcon, { method: 'POST', body, timeoutMs: 30_000 });
}

/** Uploads the picture, then refetches member info so every avatar shows the new one. */
export function useUploadIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIcon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
  });
}
