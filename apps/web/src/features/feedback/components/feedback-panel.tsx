import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';
import styles from './feedback.module.css';
// Strings of the feedback form arrive with this chunk (and the image picker's with the wallet's).
import '../../../lib/i18n/player-centre.ts';
import '../../../lib/i18n/feedback.ts';

type Tab = 'send' | 'mine';

/** Send feedback, or read your own with the answers (members only: visitors are asked to log in). */
export function FeedbackPanel({ initialTab = 'send' }: { initialTab?: Tab }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const openModal = useModalStore((s) => s.openModal);
  const [tab, setTab] = useState<Tab>(initialTab);

  if (!token) {
    return (
      <Notice
        tone="info"
        action={
          <Button size="sm" onClick={() => openModal('login')}>
            {t('feedback.logIn')}
          </Button>
        }
      >
        {t('feedback.signIn')}
      </Notice>
    );
  }
  return (
    <div className={styles.panel}>
      <Tabs
        label={t('feedback.tabsLabel')}
        idBase="feedback"
        items={[
          { id: 'send', label: t('feedback.tabs.send') },
          { id: 'mine', label: t('feedback.tabs.mine') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div {...tabPanelProps('feedback', tab)}>
        {tab === 'send' ? <FeedbackForm onShowMine={() => setTab('mine')} /> : <FeedbackList />}
      </div>
    </div>
  );
}
