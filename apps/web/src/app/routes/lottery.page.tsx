import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { LotteryView } from '../../features/games/components/lottery-view.tsx';
import { useRouteHandle } from '../route-handle.ts';

const TITLES = {
  lottery: 'pages.lottery',
  seaLottery: 'pages.seaLottery',
  vnLottery: 'pages.vnLottery',
} as const;

/** /lottery, /seaLottery, /vnLottery (login required); ?gameCode selects the game. */
export default function LotteryPage() {
  const { t } = useTranslation();
  const variant = useRouteHandle().variant;
  const titleKey =
    variant === 'seaLottery' || variant === 'vnLottery' ? TITLES[variant] : TITLES.lottery;
  return <LotteryView key={variant} variant={variant} title={t(titleKey)} />;
}
