import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { CustomerService } from '@portal/contracts/system';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import { useSite } from './use-site.ts';
import styles from './side-menu.module.css';

const CS: Record<
  CustomerService['csType'],
  { icon: IconName; label: `sideMenu.${'livechat' | 'facebook' | 'telegram' | 'whatsapp'}` }
> = {
  LIVECHAT: { icon: 'headset', label: 'sideMenu.livechat' },
  FACEBOOK: { icon: 'facebook', label: 'sideMenu.facebook' },
  TELEGRAM: { icon: 'telegram', label: 'sideMenu.telegram' },
  WHATSAPP: { icon: 'whatsapp', label: 'sideMenu.whatsapp' },
};
const ORDER = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;

/** Customer service entries from the site config, in the spec's order. */
export function CustomerServiceLinks({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation();
  const { service } = useSite();
  const entries = ORDER.flatMap((type) => {
    const href = service(type);
    return href ? [{ type, href, ...CS[type] }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <div className={styles.group}>
      <h2 className={styles.heading}>{t('sideMenu.customerService')}</h2>
      <ul className={styles.list}>
        {entries.map((e) => {
          const label = t(e.label);
          return (
            <li key={e.type}>
              <a
                className={styles.item}
                href={e.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('sideMenu.opensInNewTab', { label })}
                title={isCollapsed ? label : undefined}
              >
                <span className={styles.icon}>
                  <Icon name={e.icon} />
                </span>
                <span className={styles.label}>{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
