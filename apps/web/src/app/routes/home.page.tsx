import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../../features/content/components/hero-banner.tsx';
import { NoticeMarquee } from '../../features/content/components/notice-marquee.tsx';
import { WelcomeSlide } from '../../features/content/components/welcome-slide.tsx';
import { GameRows } from '../../features/games/components/game-rows.tsx';
import { JackpotCounter } from '../../features/games/components/jackpot-counter.tsx';
import { openModal } from '../../lib/stores/modal-store.ts';
import { useSite } from '../layout/use-site.ts';
import styles from './home.module.css';

/** Home: notice, banner, jackpot and the game rows (games arrive in a later issue). */
export default function HomePage() {
  const { t } = useTranslation();
  const { siteName, currencySymbol } = useSite();
  return (
    <div className={styles.home} data-testid="home-page">
      <h1 className="visually-hidden">{t('nav.home')}</h1>
      <NoticeMarquee siteName={siteName} />
      <HeroBanner slides={[<WelcomeSlide key="welcome" onJoin={() => openModal('register')} />]} />
      <JackpotCounter currencySymbol={currencySymbol} />
      <GameRows />
    </div>
  );
}
