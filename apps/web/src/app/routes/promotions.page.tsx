import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      testId="promotions-page"
      title={t('pages.promotions')}
      icon="gift"
      illustration="gift"
      emptyTitle={t('empty.promotions.title')}
      emptyText={t('empty.promotions.text')}
    />
  );
}
