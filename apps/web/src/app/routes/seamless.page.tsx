import { useSearchParams } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** /seamless: the in-page game room (a game page: no side menu); ?gameCode selects the game. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <PlaceholderPage
      testId="seamless-page"
      title={t('pages.seamless')}
      icon="RNG"
      illustration="games"
      emptyTitle={t('empty.seamless.title')}
      emptyText={t('empty.seamless.text')}
      chips={gameCode ? [t('empty.gameCode', { code: gameCode })] : []}
    />
  );
}
