import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { usePromotions } from './api/promotions.ts';
import { PromotionBuilder } from './components/promotion-builder.tsx';
import { PromotionCard } from './components/promotion-card.tsx';

/**
 * Promotions (loyalty.read; loyalty.configure changes them and builds new ones): every reward of
 * this white label (deposit bonuses, fixed rewards, the registration draw, rebate and cash back)
 * with its terms, a preview, its waiting applications and its settled periods.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('loyalty.configure');
  const list = usePromotions();
  return (
    <>
      <h1>{t('promotions.title')}</h1>
      <p className="muted">{t('promotions.intro')}</p>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      <div className="stack">
        {canEdit && <PromotionBuilder />}
        {list.data?.map((p) => (
          <PromotionCard key={p.id} promotion={p} />
        ))}
      </div>
    </>
  );
}
