/** Same limit as the server's ICON_MAX_BYTES, checked first so a big file never uploads. */
export const ICON_MAX_BYTES = 2 * 1024 * 1024;
const ICON_TYPES = ['image/png', 'image/jpeg'];

/** The i18n key explaining why `file` cannot be a profile picture, or null when it can. */
export function iconFileError(file: File): 'security.pictureType' | 'security.pictureSize' | null {
  if (!ICON_TYPES.includes(file.type)) return 'security.pictureType';
  if (file.size > ICON_MAX_BYTES) return 'security.pictureSize';
  return null;
}
