import type { GameMenu } from '@portal/contracts/games';
import { useGameMenus } from '../../features/games/api/get-game-menus.ts';
import { CATEGORY_NAV, type NavItem } from './nav-items.ts';

export type MenuCategory = GameMenu['categories'][number];

/**
 * Spec section 2: one navigation entry per game category having at least one vendor. Until the
 * game menus answer (or if they fail) every category is shown.
 */
export function useNavCategories(): {
  items: NavItem[];
  categoryOf: (code: string) => MenuCategory | undefined;
} {
  const { data } = useGameMenus();
  const categoryOf = (code: string) => data?.categories.find((c) => c.code === code);
  const items = data
    ? CATEGORY_NAV.filter((item) => (categoryOf(item.key)?.vendors.length ?? 0) > 0)
    : CATEGORY_NAV;
  return { items, categoryOf };
}
