import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { usePromotions } from './api/promotions.ts';
import { PromotionCard } from './components/promotion-card.tsx';

/**
 * Promotions (loyalty.read; loyalty.configure changes them): the first-deposit bonus, the daily
 * rebate and the weekly cash back of this white label, with a preview and their settled periods.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const list = usePromotions();
  return (
    <>
      <h1>{t('promotions.title')}</h1>
      <p className="muted">{t('promotions.intro')}</p>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      <div className="stack">
        {list.data?.map((p) => (
          <PromotionCard key={p.id} promotion={p} />
        ))}
      </div>
    </>
  );
}
