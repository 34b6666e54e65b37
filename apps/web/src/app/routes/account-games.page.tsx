import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../route-handle.ts';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** /favorite and /recent: the member's own game lists (login required). */
export default function AccountGamesPage() {
  const { t } = useTranslation();
  const isRecent = useRouteHandle().variant === 'recent';
  return (
    <PlaceholderPage
      testId={isRecent ? 'recent-page' : 'favorite-page'}
      title={isRecent ? t('pages.recent') : t('pages.favorite')}
      icon={isRecent ? 'clock' : 'heart'}
      illustration={isRecent ? 'clock' : 'heart'}
      emptyTitle={isRecent ? t('empty.recent.title') : t('empty.favorite.title')}
      emptyText={isRecent ? t('empty.recent.text') : t('empty.favorite.text')}
    />
  );
}
