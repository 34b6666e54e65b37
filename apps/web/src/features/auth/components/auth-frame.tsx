import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Illustration } from '../../../components/ui/illustration.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import styles from './auth-frame.module.css';

interface AuthTab<T extends string> {
  id: T;
  label: string;
  /** Placeholder sentence for this tab until the form lands. */
  soon: string;
}

interface AuthFrameProps<T extends string> {
  idBase: string;
  bannerTitle: string;
  bannerText: string;
  tabsLabel: string;
  tabs: readonly AuthTab<T>[];
  soonTitle: string;
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** Shared body of the login and register popups: banner, method tabs, and the tab's panel. */
export function AuthFrame<T extends string>(props: AuthFrameProps<T>) {
  const { t } = useTranslation();
  const first = props.tabs[0];
  const [tab, setTab] = useState<T | undefined>(first?.id);
  const current = props.tabs.find((x) => x.id === tab) ?? first;
  if (!current) return null;
  return (
    <div className={styles.frame}>
      <div className={styles.banner}>
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
        </svg>
        <p className={styles.bannerTitle}>{props.bannerTitle}</p>
        <p className={styles.bannerText}>{props.bannerText}</p>
      </div>
      <div className={styles.content}>
        <Tabs
          label={props.tabsLabel}
          items={props.tabs}
          value={current.id}
          onChange={setTab}
          idBase={props.idBase}
        />
        <div {...tabPanelProps(props.idBase, current.id)} className={styles.panel}>
          <Illustration kind="lock" size={130} />
          <p className={styles.soonTitle}>{props.soonTitle}</p>
          <p className={styles.soonText}>{current.soon}</p>
        </div>
        <p className={styles.switch}>
          {props.switchPrompt}{' '}
          <button type="button" className={styles.switchButton} onClick={props.onSwitch}>
            {props.switchLabel}
          </button>
        </p>
        <p className={styles.age}>{t('auth.ageNotice')}</p>
      </div>
    </div>
  );
}
