import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-error.ts';
import { useUiStore } from '../../lib/ui-store.ts';

/** A failed load or save, in the operator's language, with an optional retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  return (
    <div role="alert" className="alert row">
      <span>{errorText(error, language)}</span>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** Loading text announced to screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="muted">
      {t('common.loading')}
    </p>
  );
}
