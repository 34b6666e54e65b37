import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../route-handle.ts';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** /sports, /esports, /lott, /elott, /cockfight: one game centre per category. */
export default function GameCenterPage() {
  const { t } = useTranslation();
  const category = useRouteHandle().category ?? 'SPORTS';
  const name = t(`nav.categories.${category}`);
  return (
    <PlaceholderPage
      testId="game-center-page"
      title={name}
      icon={category}
      illustration="ticket"
      emptyTitle={t('empty.gameCenter.title', { category: name })}
      emptyText={t('empty.gameCenter.text')}
    />
  );
}
