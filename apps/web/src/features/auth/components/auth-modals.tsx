import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { AuthFrame } from './auth-frame.tsx';

interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitch: () => void;
}

/** Login popup frame: username and sms tabs; the forms arrive with the auth issue. */
export function LoginModal({ open, onOpenChange, onSwitch }: AuthModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.titles.login')}
      size="sm"
      testId="modal-login"
    >
      <AuthFrame
        idBase="login"
        bannerTitle={t('auth.bannerTitle')}
        bannerText={t('auth.bannerText')}
        tabsLabel={t('auth.tabs.label')}
        tabs={[
          { id: 'username', label: t('auth.tabs.username'), soon: t('auth.loginSoonUsername') },
          { id: 'sms', label: t('auth.tabs.sms'), soon: t('auth.loginSoonSms') },
        ]}
        soonTitle={t('auth.loginSoonTitle')}
        switchPrompt={t('auth.noAccount')}
        switchLabel={t('header.register')}
        onSwitch={onSwitch}
      />
    </Modal>
  );
}

/** Register popup frame: username and mobile tabs. */
export function RegisterModal({ open, onOpenChange, onSwitch }: AuthModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.titles.register')}
      size="sm"
      testId="modal-register"
    >
      <AuthFrame
        idBase="register"
        bannerTitle={t('auth.registerBannerTitle')}
        bannerText={t('auth.registerBannerText')}
        tabsLabel={t('auth.tabs.registerLabel')}
        tabs={[
          { id: 'username', label: t('auth.tabs.username'), soon: t('auth.registerSoonUsername') },
          { id: 'mobile', label: t('auth.tabs.mobile'), soon: t('auth.registerSoonMobile') },
        ]}
        soonTitle={t('auth.registerSoonTitle')}
        switchPrompt={t('auth.haveAccount')}
        switchLabel={t('header.login')}
        onSwitch={onSwitch}
      />
    </Modal>
  );
}
