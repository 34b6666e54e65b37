import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** /member: the member centre (login required). */
export default function MemberPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      testId="member-page"
      title={t('pages.member')}
      icon="user"
      illustration="member"
      emptyTitle={t('empty.member.title')}
      emptyText={t('empty.member.text')}
    />
  );
}
