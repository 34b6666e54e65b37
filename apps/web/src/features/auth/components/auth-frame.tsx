import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { LANGUAGES } from '@portal/contracts/i18n';
import { useBanners } from '../../../lib/banners.ts';
import { Tabs, tabPanelProps, type TabItem } from '../../../components/ui/tabs.tsx';
import styles from './auth-frame.module.css';

interface AuthFrameProps<T extends string> {
  idBase: string;
  bannerTitle: string;
  bannerText: string;
  /** Method tabs; a single tab renders no tab list. */
  tabsLabel?: string;
  tabs?: readonly TabItem<T>[];
  tab?: T;
  onTabChange?: (tab: T) => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The console's banner group of this popup (w_login_{lang}, w_reg_{lang}, w_forget). */
  bannerGroup?: 'w_login' | 'w_reg' | 'w_forget';
}

/** The operator's banner picture of the popup in this language, when there is one. */
function useAuthBanner(group: AuthFrameProps<string>['bannerGroup'], locale: string) {
  const code = LANGUAGES.find((l) => l.locale === locale)?.code ?? 'EN';
  const name = group === 'w_forget' ? group : `${group ?? 'w_login'}_${code}`;
  const { data } = useBanners([name]);
  return group ? data?.[name]?.find((b) => b.kind === 'IMAGE') : undefined;
}

/** Banner art differs per language, as the spec's w_login_{lang} banners do. */
const BANNER_HUES: Record<string, [string, string]> = {
  bn: ['#0b3d2e', '#12795a'],
  en: ['#0c1a3c', '#2a1a5c'],
};

/** Shared body of the account popups: language banner, method tabs and the active panel. */
export function AuthFrame<T extends string>({
  idBase,
  bannerTitle,
  bannerText,
  tabsLabel,
  tabs = [],
  tab,
  onTabChange,
  children,
  footer,
  bannerGroup,
}: AuthFrameProps<T>) {
  const { i18n } = useTranslation();
  const picture = useAuthBanner(bannerGroup, i18n.language);
  const [from, to] = BANNER_HUES[i18n.language] ?? BANNER_HUES.en ?? ['#0c1a3c', '#2a1a5c'];
  const hasTabs = tabs.length > 1 && tab !== undefined && onTabChange && tabsLabel;
  return (
    <div className={styles.frame}>
      <div
        className={styles.banner}
        style={{ background: `linear-gradient(120deg, ${from}, ${to})` }}
        data-lang={i18n.language}
      >
        {picture ? (
          <img className={styles.bannerImage} src={picture.url} alt={picture.title} />
        ) : (
          <svg
            className={styles.bannerArt}
            viewBox="0 0 400 120"
            preserveAspectRatio="xMaxYMid slice"
            aria-hidden="true"
          >
            <circle cx="340" cy="40" r="70" fill="#ffd36e" fillOpacity="0.12" />
            <circle cx="370" cy="96" r="38" fill="#7b5cff" fillOpacity="0.18" />
            <path d="M300 30l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="#ffd36e" />
            <path d="M350 70l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#ffd36e" fillOpacity="0.8" />
            <text x="352" y="58" textAnchor="middle" className={styles.bannerGlyph}>
              {i18n.language === 'bn' ? '৳' : '★'}
            </text>
          </svg>
        )}
        <p className={styles.bannerTitle}>{bannerTitle}</p>
        <p className={styles.bannerText}>{bannerText}</p>
      </div>
      <div className={styles.content}>
        {hasTabs && (
          <Tabs label={tabsLabel} items={tabs} value={tab} onChange={onTabChange} idBase={idBase} />
        )}
        {hasTabs ? (
          <div {...tabPanelProps(idBase, tab)} tabIndex={-1}>
            {children}
          </div>
        ) : (
          children
        )}
        {footer}
      </div>
    </div>
  );
}
