import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount } from '../../lib/format.ts';
import { pageCount } from '../../lib/paging.ts';
import { Icon } from './icons/icon.tsx';
import styles from './pager.module.css';

export type PageItem = number | 'gap';

/**
 * Page numbers to show: `range` pages around the current one plus `margin` pages at each end,
 * with gaps between (the spec's announcement pager is margin 1, range 5).
 */
export function pageWindow(current: number, pages: number, range = 5, margin = 1): PageItem[] {
  if (pages <= 0) return [];
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pages); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, pages - margin + 1); p <= pages; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onChange: (pageNo: number) => void;
  /** Names the navigation landmark, e.g. "Deposits pages". */
  label: string;
  isBusy?: boolean;
  testId?: string;
}

/** Previous / numbered pages / next, with "page X of Y · N records" for screen readers and phones. */
export function Pager({ pageNo, pageSize, total, onChange, label, isBusy, testId }: PagerProps) {
  const { t, i18n } = useTranslation();
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, pageNo), pages);
  const n = (value: number) => formatCount(value, i18n.language);
  if (total <= 0) return null;
  return (
    <nav className={styles.pager} aria-label={label} data-testid={testId}>
      <p className={styles.summary} aria-live="polite">
        {t('common.pageOf', { page: n(current), pages: n(pages) })}
        <span className={styles.total}>
          {' · '}
          {t('common.records', { count: total, formatted: n(total) })}
        </span>
      </p>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            onClick={() => onChange(current - 1)}
            disabled={current <= 1 || isBusy}
            aria-label={t('common.previousPage')}
            data-testid={testId && `${testId}-prev`}
          >
            <Icon name="chevronStart" size={16} className={styles.flip} />
          </button>
        </li>
        {pageWindow(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={styles.number}>
              <button
                type="button"
                className={cx(styles.page, item === current && styles.current)}
                onClick={() => onChange(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('common.goToPage', { page: n(item) })}
                disabled={isBusy}
              >
                {n(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            onClick={() => onChange(current + 1)}
            disabled={current >= pages || isBusy}
            aria-label={t('common.nextPage')}
            data-testid={testId && `${testId}-next`}
          >
            <Icon name="chevronEnd" size={16} className={styles.flip} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
