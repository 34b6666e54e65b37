import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useUiStore } from '../../lib/stores/ui-store.ts';
import { SideMenuContent } from './side-menu.tsx';
import { useSite } from './use-site.ts';
import styles from './side-menu.module.css';

/** Phones and tablets: the side menu as an off-canvas drawer (a modal dialog). */
export function SideDrawer() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  const isOpen = useUiStore((s) => s.isDrawerOpen);
  const setOpen = useUiStore((s) => s.setDrawerOpen);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.drawerOverlay} />
        <Dialog.Content
          className={styles.drawer}
          id="side-drawer"
          aria-describedby={undefined}
          data-testid="side-menu"
        >
          <div className={styles.top}>
            <Logo siteName={siteName} className={styles.brand} />
            <Dialog.Title className="visually-hidden">{t('sideMenu.label')}</Dialog.Title>
            <Dialog.Close className={styles.collapse} aria-label={t('header.closeMenu')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <SideMenuContent isCollapsed={false} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
