import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';

/** The feedback popup (account menu, footer): the form and the member's own feedback. */
export function FeedbackModal({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('modal.titles.feedback')}
      size="md"
      testId="modal-feedback"
    >
      <FeedbackPanel />
    </Modal>
  );
}
