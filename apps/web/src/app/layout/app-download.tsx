import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../components/ui/icons/icon.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { paths } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { useSite } from './use-site.ts';
import styles from './side-menu.module.css';

/** Spec: side-bar QR codes are 78 px and show on hover (and, for keyboards, on focus). */
export const SIDE_QR_SIZE = 78;

const PLATFORMS = [
  { id: 'IOS', icon: 'apple', label: 'sideMenu.ios' },
  { id: 'ANDROID', icon: 'android', label: 'sideMenu.android' },
] as const;

export function AppDownload({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation();
  const { resource } = useSite();
  // The codes are drawn the first time one is shown (hover or focus): the QR library stays off
  // pages where nobody looks at them.
  const [isWanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  // Without a configured app link, the code leads to this site's download page.
  const target = (id: 'IOS' | 'ANDROID') =>
    resource(id) ?? `${window.location.origin}${paths.download}?platform=${id}`;
  return (
    <div className={styles.group}>
      <h2 className={styles.heading}>{t('sideMenu.appDownload')}</h2>
      <ul className={cx(styles.apps, isCollapsed && styles.appsCollapsed)}>
        {PLATFORMS.map((p) => {
          const platform = t(p.label);
          const caption = t('sideMenu.scanToDownload', { platform });
          return (
            <li key={p.id} className={styles.app} onMouseEnter={want} onFocus={want}>
              <a
                className={styles.appButton}
                href={target(p.id)}
                tabIndex={0}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={`qr-${p.id}`}
                title={isCollapsed ? platform : undefined}
              >
                <Icon name={p.icon} size={18} />
                <span className={styles.label}>{platform}</span>
              </a>
              <div className={styles.qrPopover} id={`qr-${p.id}`} role="tooltip">
                {isWanted && (
                  <QrCode
                    value={target(p.id)}
                    label={caption}
                    size={SIDE_QR_SIZE}
                    testId={`side-qr-${p.id}`}
                  />
                )}
                <span>{caption}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
