import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CategoryCode, Vendor } from '@portal/contracts/games';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { GameIcon } from './game-icon.tsx';
import { CATEGORY_PAGE } from '../../../config/categories.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './vendor-tile.module.css';

interface VendorTileProps {
  vendor: Vendor;
  gameType: CategoryCode;
  onStart: (vendor: Vendor) => void;
  isLaunching?: boolean;
  /** `row`: logo, text and button on one line (the selected vendor of a list page). */
  layout?: 'card' | 'row';
}

/**
 * Spec section 2: a vendor tile shows its image and an immediate-start button; RNG vendor tiles
 * have none (their image opens the vendor's slot list instead).
 */
export function VendorTile({
  vendor,
  gameType,
  onStart,
  isLaunching = false,
  layout = 'card',
}: VendorTileProps) {
  const { t } = useTranslation();
  const hasStart = gameType !== 'RNG';
  const listUrl = `${CATEGORY_PAGE[gameType].path}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
  const logo = (
    <img
      className={styles.logo}
      src={vendor.logoUrl}
      alt=""
      width={240}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <article
      className={cx(styles.tile, styles[layout], vendor.maintenance && styles.down)}
      data-testid="vendor-tile"
      data-vendor={vendor.vassalage}
    >
      {hasStart ? (
        <div className={styles.art}>{logo}</div>
      ) : (
        <Link
          to={listUrl}
          className={styles.art}
          aria-label={t('games.vendorShow', { vendor: vendor.name })}
        >
          {logo}
        </Link>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>{vendor.name}</h3>
        <p className={styles.meta}>
          {vendor.maintenance ? (
            <span className={styles.maintenance}>
              <Icon name="alert" size={14} />
              {t('games.maintenance')}
            </span>
          ) : (
            t('games.gamesCount', { count: vendor.gameCount })
          )}
        </p>
      </div>
      {hasStart && (
        <button
          type="button"
          className={styles.start}
          onClick={() => onStart(vendor)}
          disabled={isLaunching}
          aria-label={t('games.vendorStartLabel', { vendor: vendor.name })}
          data-testid="vendor-start"
        >
          <GameIcon name="play" size={14} />
          {isLaunching ? t('games.starting') : t('games.vendorStart')}
        </button>
      )}
    </article>
  );
}
