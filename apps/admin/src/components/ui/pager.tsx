import { useTranslation } from 'react-i18next';

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}

/** Previous / next with "page x of y"; hidden when everything fits one page. */
export function Pager({ pageNo, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="row" aria-label={t('common.pager')} style={{ marginBlockStart: 12 }}>
      <span className="muted">{t('common.total', { count: total })}</span>
      {pages > 1 && (
        <>
          <button
            type="button"
            className="btn"
            disabled={pageNo <= 1}
            onClick={() => onPage(pageNo - 1)}
          >
            {t('common.previous')}
          </button>
          <span aria-live="polite">{t('common.pageOf', { page: pageNo, pages })}</span>
          <button
            type="button"
            className="btn"
            disabled={pageNo >= pages}
            onClick={() => onPage(pageNo + 1)}
          >
            {t('common.next')}
          </button>
        </>
      )}
    </nav>
  );
}
