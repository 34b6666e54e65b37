import { useMutation } from '@tanstack/react-query';
import type { BannerImage } from '@portal/contracts/content';
import { apiFetch } from './api-client.ts';

/**
 * Uploads a picture (multipart "file", PNG or JPEG up to 5 MB; content.write); the server checks
 * it by content and re-encodes it. Its id goes into a banner, a promotion's banner or a mall
 * reward's picture.
 */
export const useUploadBannerImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<BannerImage>('/wps/admin/content/banner-images', {
        method: 'POST',
        body: form,
      });
    },
  });
