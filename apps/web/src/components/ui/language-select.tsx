import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { isTranslatedLanguage, LANGUAGES, parseLanguage } from '@portal/contracts/i18n';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import styles from './language-select.module.css';

interface LanguageSelectProps {
  testId?: string;
  /** Show the "Language" caption next to the control (side menu) or only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/**
 * Every language the spec names, by native name; the native <select> is accessible everywhere.
 * Languages without a complete translation carry a "partial" tag (their missing texts are English).
 */
export function LanguageSelect({ testId, showLabel = false, className }: LanguageSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const partial = t('language.partial');
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {t('language.label')}
        {showLabel && !isTranslatedLanguage(language) && (
          <span className={styles.partial} data-testid="language-partial">
            {partial}
          </span>
        )}
      </label>
      <div className={styles.control}>
        <Icon name="globe" size={18} className={styles.globe} />
        <select
          id={id}
          className={styles.select}
          value={language}
          data-testid={testId}
          onChange={(event) => {
            const code = parseLanguage(event.target.value);
            if (code) setLanguage(code);
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.locale}>
              {isTranslatedLanguage(l.code) ? l.native : `${l.native} (${partial})`}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </div>
    </div>
  );
}
