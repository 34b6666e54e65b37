import { useTranslation } from 'react-i18next';
import { Illustration } from '../../components/ui/illustration.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import styles from './soon-modal.module.css';

/** Popups whose content arrives in later issues. */
export type SoonModalName = 'announcement' | 'notice';

interface SoonModalProps {
  name: SoonModalName;
  onOpenChange: (open: boolean) => void;
}

/** Frame for popups whose content arrives in later issues (feedback, notices…). */
export function SoonModal({ name, onOpenChange }: SoonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t(`modal.titles.${name}`)}
      size="sm"
      testId={`modal-${name}`}
    >
      <div className={styles.body}>
        <Illustration kind="clock" size={150} />
        <p className={styles.title}>{t('modal.soonTitle')}</p>
        <p className={styles.text}>{t('modal.soonText')}</p>
      </div>
    </Modal>
  );
}
