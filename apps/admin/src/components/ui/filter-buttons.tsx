import { useTranslation } from 'react-i18next';

/** A filter form's Search (its submit) and Clear, which empties the fields and searches again. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="row">
      <button type="submit" className="btn btn-primary">
        {t('common.search')}
      </button>
      <button type="button" className="btn" onClick={onClear}>
        {t('common.clear')}
      </button>
    </div>
  );
}
