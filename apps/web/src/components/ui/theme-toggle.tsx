import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useThemeStore } from '../../lib/stores/theme-store.ts';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import styles from './theme-toggle.module.css';

interface ThemeToggleProps {
  testId?: string;
  showLabel?: boolean;
  className?: string;
}

/** Flips dark/light; the label names the theme it switches to. */
export function ThemeToggle({ testId, showLabel = false, className }: ThemeToggleProps) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <button
      type="button"
      className={cx(styles.toggle, showLabel && styles.wide, className)}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
      {showLabel && <span>{theme === 'dark' ? t('theme.light') : t('theme.dark')}</span>}
    </button>
  );
}
