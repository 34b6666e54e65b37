import '../../../lib/i18n/games.ts';
import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { GameMenu } from '@portal/contracts/games';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { CATEGORY_PAGE } from '../../../config/categories.ts';
import { cx } from '../../../lib/cx.ts';
import { useLaunch } from '../use-launch.ts';
import styles from './nav-dropdown.module.css';

/** Spec section 2: the dropdown switches to its large layout above 10 games. */
export const LARGE_DROPDOWN_ABOVE = 10;

interface NavDropdownProps {
  id: string;
  category: GameMenu['categories'][number];
  /** Opened from the keyboard: focus moves to the first entry. */
  autoFocus: boolean;
  onMouseEnter: () => void;
  onDone: () => void;
}

/**
 * A category's vendor dropdown under the header navigation. Vendors of list categories open the
 * list filtered by vendor; those of game-centre categories start the vendor. The large layout
 * adds the category's first games.
 */
export function NavDropdown({ id, category, autoFocus, onMouseEnter, onDone }: NavDropdownProps) {
  const { t } = useTranslation();
  const launch = useLaunch();
  const ref = useRef<HTMLDivElement>(null);
  const page = CATEGORY_PAGE[category.code];
  const isLarge = category.gameCount > LARGE_DROPDOWN_ABOVE;

  useEffect(() => {
    if (autoFocus) ref.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [autoFocus]);

  const vendorBody = (vendor: (typeof category.vendors)[number]) => (
    <>
      <img src={vendor.logoUrl} alt="" width={120} height={48} loading="lazy" />
      <span className={styles.vendorName}>{vendor.name}</span>
    </>
  );

  return (
    <div
      id={id}
      ref={ref}
      className={cx(styles.panel, isLarge && styles.large)}
      onMouseEnter={onMouseEnter}
      data-testid="nav-dropdown"
      data-layout={isLarge ? 'large' : 'small'}
    >
      <div className={styles.inner}>
        <section className={styles.group} aria-labelledby={`${id}-vendors`}>
          <h2 id={`${id}-vendors`} className={styles.label}>
            {t('games.nav.vendors')}
          </h2>
          <ul className={styles.vendors}>
            {category.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                {page.kind === 'list' ? (
                  <Link
                    className={styles.vendor}
                    to={`${page.path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
                    onClick={onDone}
                  >
                    {vendorBody(vendor)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.vendor}
                    aria-label={t('games.vendorStartLabel', { vendor: vendor.name })}
                    onClick={() => {
                      onDone();
                      launch({ kind: 'vendor', vendor: vendor.vassalage, gameType: category.code });
                    }}
                  >
                    {vendorBody(vendor)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
        {isLarge && (
          <section className={styles.group} aria-labelledby={`${id}-games`}>
            <h2 id={`${id}-games`} className={styles.label}>
              {t('games.nav.games')}
            </h2>
            <ul className={styles.games}>
              {category.games.map((game) => (
                <li key={game.nodeId}>
                  <button
                    type="button"
                    className={styles.game}
                    aria-label={t('games.playGame', { name: game.gameName })}
                    onClick={() => {
                      onDone();
                      launch({ kind: 'game', game });
                    }}
                  >
                    <img src={game.iconUrl} alt="" width={56} height={56} loading="lazy" />
                    <span>{game.gameName}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <Link className={styles.all} to={page.path} onClick={onDone}>
          {t('games.nav.viewAll', { category: category.name })}
          <Icon name="chevronEnd" size={16} className={styles.flip} />
        </Link>
      </div>
    </div>
  );
}
