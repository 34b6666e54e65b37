import { lazy, Suspense } from 'react';
import { afterStrings } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { HomeBanners } from '../../features/content/components/home-banners.tsx';
import { openModal } from '../../lib/stores/modal-store.ts';
import { useSite } from '../layout/use-site.ts';
import styles from './home.module.css';

// The game sections (carousels, jackpot, winners, rows) load right after the first paint: the
// home route's entry JS has a budget (bench/web-budget.ts).
// The marquee reads the operator's notices; it arrives right after the first paint too.
const NoticeMarquee = lazy(() =>
  import('../../features/announcements/components/notice-marquee.tsx')
    .then(afterStrings)
    .then((m) => ({
      default: m.NoticeMarquee,
    })),
);
const HomeGames = lazy(() =>
  import('../../features/games/components/home-games.tsx').then(afterStrings).then((m) => ({
    default: m.HomeGames,
  })),
);

/**
 * Home (spec section 2): notice marquee, banners, then the hot games carousel, jackpot counter,
 * winner board and the rows for slots, live, fishing, card games, sports, esports and cockfight.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { currencySymbol } = useSite();
  return (
    <div className={styles.home} data-testid="home-page">
      <h1 className="visually-hidden">{t('nav.home')}</h1>
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={<div className={styles.marqueePending} aria-hidden="true" />}>
          <NoticeMarquee />
        </Suspense>
      </ErrorBoundary>
      <HomeBanners onJoin={() => openModal('register')} />
      {/* A failed chunk leaves the rest of the page standing. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={<div className={styles.pending} aria-hidden="true" />}>
          <HomeGames currencySymbol={currencySymbol} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
