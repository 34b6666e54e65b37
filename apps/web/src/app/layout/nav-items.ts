import type { IconName } from '../../components/ui/icons/icon.tsx';
import { CATEGORY_CODES, CATEGORY_PAGE, type CategoryCode } from '../../config/categories.ts';
import { paths } from '../../config/paths.ts';

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

/**
 * Top navigation in the spec's order: home, one entry per category with at least one vendor,
 * promotions. No vendor list exists yet, so every category is shown.
 */
export const TOP_NAV: NavItem[] = [
  { key: 'home', to: paths.home, icon: 'home', label: 'nav.home' },
  ...CATEGORY_NAV,
  { key: 'promotions', to: paths.promotions, icon: 'gift', label: 'nav.promotions' },
];
