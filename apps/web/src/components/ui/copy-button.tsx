import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import styles from './copy-button.module.css';

/** Copies with the Clipboard API, or the old selection trick where that is missing (http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall back below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

interface CopyButtonProps {
  text: string;
  /** What is copied, for the accessible name ("Copy account number"). */
  label: string;
  testId?: string;
}

/** A small button that copies `text` and says so for two seconds. */
export function CopyButton({ text, label, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleClick() {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <button
      type="button"
      className={cx(styles.copy, state === 'copied' && styles.done)}
      onClick={() => void handleClick()}
      aria-label={t('common.copyLabel', { label })}
      data-testid={testId}
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
      <span aria-live="polite">
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copyFailed')
            : t('common.copy')}
      </span>
    </button>
  );
}
