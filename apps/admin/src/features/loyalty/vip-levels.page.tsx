import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useVipLevels } from './api/vip-levels.ts';
import { VipLadderEditor } from './components/vip-ladder-editor.tsx';

/**
 * VIP levels (loyalty.read; loyalty.configure changes them): the ladder of this white label,
 * what each level needs and gives, and how many members hold it.
 */
export default function VipLevelsPage() {
  const { t } = useTranslation();
  const ladder = useVipLevels();
  return (
    <>
      <h1>{t('vipLevels.title')}</h1>
      <p className="muted">{t('vipLevels.intro')}</p>
      {ladder.isError && <QueryError error={ladder.error} onRetry={() => void ladder.refetch()} />}
      {ladder.isPending && <Loading />}
      {ladder.data && <VipLadderEditor levels={ladder.data.levels} />}
    </>
  );
}
