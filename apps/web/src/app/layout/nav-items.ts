import type { IconName } from '../../components/ui/icons/icon.tsx';
import { CATEGORY_CODES, CATEGORY_PAGE, type CategoryCode } from '../../config/categories.ts';

export interface NavItem {
  key: string;
  to: string;
  icon: IconName;
  /** i18n key of the label. */
  label: 'nav.home' | 'nav.promotions' | `nav.categories.${CategoryCode}`;
}

export const CATEGORY_NAV: NavItem[] = CATEGORY_CODES.map((code) => ({
  key: code,
  to: CATEGORY_PAGE[code].path,
  icon: code,
  label: `nav.categories.${code}`,
}));
