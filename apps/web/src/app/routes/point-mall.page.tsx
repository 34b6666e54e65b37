import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      testId="point-mall-page"
      title={t('pages.pointMall')}
      icon="trophy"
      illustration="gift"
      emptyTitle={t('empty.pointMall.title')}
      emptyText={t('empty.pointMall.text')}
    />
  );
}
