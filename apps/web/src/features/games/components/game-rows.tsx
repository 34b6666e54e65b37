import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import type { IllustrationKind } from '../../../components/ui/illustration.tsx';
import { CATEGORY_PAGE, type CategoryCode } from '../../../config/categories.ts';
import styles from './game-rows.module.css';

/** Home rows in the spec's order: slots, live, fishing, card games, sports, esports, cockfight. */
const ROWS = [
  { id: 'slots', category: 'RNG', art: 'games' },
  { id: 'live', category: 'LIVE', art: 'cards' },
  { id: 'fishing', category: 'FISH', art: 'games' },
  { id: 'cards', category: 'PVP', art: 'cards' },
  { id: 'sports', category: 'SPORTS', art: 'ticket' },
  { id: 'esports', category: 'ESPORTS', art: 'games' },
  { id: 'cockfight', category: 'COCKFIGHT', art: 'ticket' },
] as const satisfies ReadonlyArray<{ id: string; category: CategoryCode; art: IllustrationKind }>;

export function GameRows() {
  const { t } = useTranslation();
  return (
    <div className={styles.rows}>
      {ROWS.map((row) => (
        <section key={row.id} className={styles.row} aria-labelledby={`row-${row.id}`}>
          <header className={styles.head}>
            <h2 id={`row-${row.id}`} className={styles.title}>
              <span className={styles.icon}>
                <Icon name={row.category} size={18} />
              </span>
              {t(`home.rows.${row.id}`)}
            </h2>
            <Link className={styles.more} to={CATEGORY_PAGE[row.category].path}>
              {t(`nav.categories.${row.category}`)}
              <Icon name="chevronEnd" size={16} className={styles.chevron} />
            </Link>
          </header>
          <EmptyState
            compact
            level={3}
            illustration={row.art}
            title={t('home.rowEmptyTitle')}
            text={t('home.rowEmptyText')}
          />
        </section>
      ))}
    </div>
  );
}
