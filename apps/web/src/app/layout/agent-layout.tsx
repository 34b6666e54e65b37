import { Link, Outlet } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { ModalHost } from './modal-host.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useSite } from './use-site.ts';
import styles from './agent-layout.module.css';
import { SkipLink } from '../../components/ui/skip-link.tsx';

/** The single agent view for /agent and /agentHome: no side menu, header or footer. */
export function AgentLayout() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  useDocumentTitle();
  return (
    <div className={styles.layout} data-testid="agent-layout">
      <SkipLink />
      <div className={styles.bar}>
        <Logo siteName={siteName} />
        <div className={styles.tools}>
          <LanguageSelect testId="language-select" className={styles.language} />
          <ThemeToggle testId="theme-toggle" />
        </div>
      </div>
      <main id="main" tabIndex={-1} className={styles.main} aria-label={t('agent.layoutLabel')}>
        <Outlet />
      </main>
      <Link to="/" className={styles.back}>
        <Icon name="chevronStart" size={16} className={styles.flip} />
        {t('agent.backToSite')}
      </Link>
      <ModalHost />
      <Toaster />
    </div>
  );
}
