import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion } from '@portal/contracts/loyalty';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useSetPromotionBanner } from '../api/promotions.ts';
import { ArtworkControl } from './artwork-control.tsx';
import { PromotionForm } from './promotion-form.tsx';
import { isPeriodicKind } from './promotion-terms.ts';

/** The promotion's banner on the site (content.write sets it with PUT …/banner). */
function PromotionBanner({ promotion, title }: { promotion: AdminPromotion; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const set = useSetPromotionBanner();
  return (
    <section className="stack" aria-labelledby={`${id}-banner`} style={{ gap: 'var(--space-2)' }}>
      <h3 id={`${id}-banner`} style={{ margin: 0 }}>
        {t('promotions.banner')}
      </h3>
      <p className="muted" style={{ margin: 0 }}>
        {t('promotions.bannerIntro')}
      </p>
      <ArtworkControl
        label={t('promotions.banner')}
        name={title}
        url={promotion.bannerUrl}
        onSet={(imageId) => set.mutateAsync({ id: promotion.id, body: { imageId } })}
        busy={set.isPending}
        error={set.isError ? set.error : null}
        testId="promotion-banner"
      />
    </section>
  );
}

/**
 * One promotion: its banner on the site (content's operators set it), its terms as a form (the
 * owner and finance change them; others read), what a sample member would receive, its
 * applications waiting for a decision, and the periods it has settled (rebate and cash back).
 */
export function PromotionCard({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useUiStore((s) => s.language);
  const canArtwork = useCan('content.write');
  const title = promotion.texts.EN?.title ?? promotion.code;
  return (
    <section
      className="card stack"
      aria-labelledby={`${id}-title`}
      data-testid={`promotion-${promotion.code}`}
    >
      <header className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id={`${id}-title`} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </h2>
        <div className="row">
          {promotion.applying > 0 && (
            <Link
              to={paths.applicationsOf(promotion.id)}
              className="btn btn-link"
              data-testid="promotion-waiting"
            >
              {t('promotions.waiting', { n: promotion.applying.toLocaleString('en') })}
            </Link>
          )}
          <span className={promotion.status === 'ACTIVE' ? 'badge badge-ok' : 'badge'}>
            {t(`promotions.statuses.${promotion.status}`)}
          </span>
        </div>
      </header>
      <p className="muted" style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {t(`promotions.kinds.${promotion.kind}`)}
        {promotion.period && ` · ${t(`promotions.periods.${promotion.period}`)}`}
        {` · ${promotion.code}`}
      </p>
      {canArtwork && <PromotionBanner promotion={promotion} title={title} />}
      <PromotionForm promotion={promotion} />
      {isPeriodicKind(promotion.kind) && (
        <section className="stack" aria-label={t('promotions.runsTitle')}>
          <h3 style={{ margin: 0 }}>{t('promotions.runsTitle')}</h3>
          {promotion.runs.length === 0 ? (
            <p className="muted">{t('promotions.noRuns')}</p>
          ) : (
            <div className="table-wrap">
              <table data-testid="promotion-runs">
                <thead>
                  <tr>
                    <th scope="col">{t('promotions.runPeriod')}</th>
                    <th scope="col">{t('promotions.runMembers')}</th>
                    <th scope="col">{t('promotions.runTotal')}</th>
                    <th scope="col">{t('promotions.runFinished')}</th>
                  </tr>
                </thead>
                <tbody>
                  {promotion.runs.map((r) => (
                    <tr key={r.periodKey}>
                      <td>{r.periodKey}</td>
                      <td>{r.members.toLocaleString('en')}</td>
                      <td>{formatMoney(r.total)}</td>
                      <td>{formatDateTime(r.finishedAt, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
