import { useTranslation } from 'react-i18next';
import { useUiStore, type ConsoleLanguage } from '../../lib/ui-store.ts';

/** Language select and theme switch, on the sign-in page and in the header. */
export function Preferences() {
  const { t } = useTranslation();
  const { language, theme, setLanguage, setTheme } = useUiStore();
  return (
    <div className="row">
      <label className="visually-hidden" htmlFor="console-language">
        {t('header.language')}
      </label>
      <select
        id="console-language"
        value={language}
        onChange={(e) => setLanguage(e.target.value as ConsoleLanguage)}
        style={{ inlineSize: 'auto' }}
      >
        <option value="BN" lang="bn">
          বাংলা
        </option>
        <option value="EN" lang="en">
          English
        </option>
      </select>
      <button
        type="button"
        className="btn"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? t('header.toLight') : t('header.toDark')}
      </button>
    </div>
  );
}
