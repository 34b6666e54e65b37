import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { IllustrationKind } from '../../../components/ui/illustration.tsx';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  testId: string;
  siteName: string | undefined;
  illustration: IllustrationKind;
  title: string;
  text: string;
  liveChatUrl: string | undefined;
  children?: ReactNode;
}

/** Full-page system screen (maintenance, region block) that replaces the whole app. */
export function StatusScreen(props: StatusScreenProps) {
  const { t } = useTranslation();
  const siteName = props.siteName ?? t('app.siteNameFallback');
  return (
    <div className={styles.page} data-testid={props.testId}>
      <header className={styles.bar}>
        <Logo siteName={siteName} />
        <div className={styles.tools}>
          <LanguageSelect testId="language-select" className={styles.language} />
          <ThemeToggle testId="theme-toggle" />
        </div>
      </header>
      <main className={styles.main} id="main">
        <EmptyState
          level={1}
          illustration={props.illustration}
          title={props.title}
          text={props.text}
          meta={props.children}
          action={
            props.liveChatUrl ? (
              <a
                className={buttonClassName('primary', 'lg')}
                href={props.liveChatUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="customer-service"
              >
                <Icon name="headset" />
                {t('system.customerService')}
              </a>
            ) : undefined
          }
        />
      </main>
    </div>
  );
}
