import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { CATEGORY_CODES, type CategoryCode } from '../../config/categories.ts';

/** The translated name of a game category code; unknown codes are shown as they are. */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (code: string): string =>
    (CATEGORY_CODES as readonly string[]).includes(code)
      ? t(`nav.categories.${code as CategoryCode}`)
      : code;
}
