import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../route-handle.ts';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

const TITLES = {
  lottery: 'pages.lottery',
  seaLottery: 'pages.seaLottery',
  vnLottery: 'pages.vnLottery',
} as const;

/** /lottery, /seaLottery, /vnLottery (login required); ?gameCode selects the game. */
export default function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const variant = useRouteHandle().variant;
  const titleKey =
    variant === 'seaLottery' || variant === 'vnLottery' ? TITLES[variant] : TITLES.lottery;
  const gameCode = params.get('gameCode');
  return (
    <PlaceholderPage
      testId="lottery-page"
      title={t(titleKey)}
      icon="LOTT"
      illustration="ticket"
      emptyTitle={t('empty.lottery.title')}
      emptyText={t('empty.lottery.text')}
      chips={gameCode ? [t('empty.gameCode', { code: gameCode })] : []}
    />
  );
}
