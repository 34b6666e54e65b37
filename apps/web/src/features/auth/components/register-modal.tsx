import { useState } from 'react';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { useRegisterSettings } from '../api/get-register-settings.ts';
import type { RegisterKind } from '../api/register.ts';
import { affiliateCodeOf, useAffiliateOpening } from '../affiliate-link.ts';
import { AuthFrame } from './auth-frame.tsx';
import { RegisterForm } from './register-form.tsx';
import styles from './auth-forms.module.css';

interface RegisterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Switch to the login popup. */
  onSwitch: () => void;
}

/** Register popup: username and mobile tabs, each only when the white label enables it. */
export function RegisterModal({ open, onOpenChange, onSwitch }: RegisterModalProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const settings = useRegisterSettings();
  // An agent's link (/register?affiliateCode=…) counts its opening, whatever the settings say.
  useAffiliateOpening(affiliateCodeOf(searchParams));
  const [chosen, setChosen] = useState<RegisterKind>('username');
  const data = settings.data;
  const tabs = data
    ? [
        ...(data.usernameRegistration
          ? [{ id: 'username' as const, label: t('auth.tabs.username') }]
          : []),
        ...(data.mobileRegistration
          ? [{ id: 'mobile' as const, label: t('auth.tabs.mobile') }]
          : []),
      ]
    : [];
  const tab = tabs.some((x) => x.id === chosen) ? chosen : tabs[0]?.id;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.titles.register')}
      size="sm"
      testId="modal-register"
    >
      <AuthFrame
        bannerGroup="w_reg"
        idBase="register"
        bannerTitle={t('auth.registerBannerTitle')}
        bannerText={t('auth.registerBannerText')}
        tabsLabel={t('auth.tabs.registerLabel')}
        tabs={tabs}
        tab={tab}
        onTabChange={setChosen}
        footer={
          <>
            <p className={styles.switch}>
              {t('auth.haveAccount')}{' '}
              <button type="button" className={styles.link} onClick={onSwitch}>
                {t('header.login')}
              </button>
            </p>
            <p className={styles.age}>{t('auth.ageNotice')}</p>
          </>
        }
      >
        {settings.isPending && <p className={styles.status}>{t('app.loading')}</p>}
        {settings.isError && (
          <EmptyState
            illustration="maintenance"
            compact
            level={3}
            title={t('auth.settingsError')}
            text={t(errorKey(settings.error))}
            action={
              <Button onClick={() => void settings.refetch()}>{t('routeError.retry')}</Button>
            }
          />
        )}
        {data && !tab && <p className={styles.status}>{t('auth.registerClosed')}</p>}
        {data && tab && <RegisterForm key={tab} kind={tab} settings={data} />}
      </AuthFrame>
    </Modal>
  );
}
