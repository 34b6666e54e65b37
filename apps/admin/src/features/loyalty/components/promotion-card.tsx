import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion, AdminPromotionUpdate } from '@portal/contracts/loyalty';
import { PROMOTION_STATUSES } from '@portal/contracts/loyalty';
import { isMoneyInput, parseAmount } from '@portal/contracts/money';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { bpToPercent, multiplierToCenti, percentToBp } from '../../../lib/money.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useUpdatePromotion } from '../api/promotions.ts';
import { PromotionPreview } from './promotion-preview.tsx';
import { newRateKey, rateProblems, RatesEditor, type RateDraft } from './rates-editor.tsx';

const LANGUAGES = ['EN', 'BN'] as const;

interface Draft {
  status: AdminPromotion['status'];
  percent: string;
  cap: string;
  minDeposit: string;
  minPayout: string;
  wagering: string;
  texts: Record<(typeof LANGUAGES)[number], { title: string; terms: string }>;
  lines: RateDraft[];
  limits: AdminPromotion['limits'];
  windowDays: string;
}

const LIMIT_CHECKS = ['samePhone', 'samePayeeName', 'samePayeeAccount', 'sameRegisterIp'] as const;

const trimZeros = (amount: string) => amount.replace(/\.00$/, '');

function draftOf(p: AdminPromotion): Draft {
  return {
    status: p.status,
    percent: bpToPercent(p.percentBp),
    cap: trimZeros(p.cap),
    minDeposit: trimZeros(p.minDeposit),
    minPayout: trimZeros(p.minPayout),
    wagering: bpToPercent(p.wageringCenti),
    texts: {
      EN: p.texts.EN ?? { title: '', terms: '' },
      BN: p.texts.BN ?? { title: '', terms: '' },
    },
    limits: p.limits,
    windowDays: String(p.limits.windowDays),
    lines: p.tiers.map((t) => ({
      key: newRateKey(),
      vipLevel: t.vipLevel,
      category: t.category,
      threshold: trimZeros(t.threshold),
      percent: bpToPercent(t.rateBp),
    })),
  };
}

/** A first-deposit share as typed: 0.01%–1000%. */
function shareBp(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp >= 1 && bp <= 100_000 ? bp : null;
}

const isZeroOrMoney = (text: string) => parseAmount(text) !== null;

/**
 * One promotion: its terms as a form (the owner and finance change them; others read), what a
 * sample member would receive, and the periods it has settled.
 */
export function PromotionCard({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useUiStore((s) => s.language);
  const canEdit = useCan('loyalty.configure');
  const save = useUpdatePromotion();
  const [draft, setDraft] = useState(() => draftOf(promotion));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(false);
  };
  const periodic = promotion.kind !== 'FIRST_DEPOSIT';
  const bands = promotion.kind === 'CASHBACK';

  const problems = {
    percent: !periodic && shareBp(draft.percent) === null,
    cap: !isMoneyInput(draft.cap),
    minDeposit: !periodic && !isZeroOrMoney(draft.minDeposit),
    minPayout: periodic && !isZeroOrMoney(draft.minPayout),
    wagering: multiplierToCenti(draft.wagering) === null,
    title: draft.texts.EN.title.trim() === '',
    windowDays:
      (!periodic && !/^\d{1,4}$/.test(draft.windowDays.trim())) ||
      (!periodic && (Number(draft.windowDays) < 1 || Number(draft.windowDays) > 3650)),
    lines: draft.lines.some((l) => {
      const p = rateProblems(l, bands);
      return p.percent || p.threshold;
    }),
  };
  const invalid = Object.values(problems).some(Boolean);
  const show = (bad: boolean, message: string) => (tried && bad ? message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    const texts: AdminPromotionUpdate['texts'] = { EN: draft.texts.EN };
    if (draft.texts.BN.title.trim()) texts.BN = draft.texts.BN;
    const body: AdminPromotionUpdate = {
      status: draft.status,
      percentBp: periodic ? 0 : shareBp(draft.percent)!,
      cap: draft.cap,
      minDeposit: periodic ? promotion.minDeposit : draft.minDeposit,
      minPayout: periodic ? draft.minPayout : promotion.minPayout,
      wageringCenti: multiplierToCenti(draft.wagering)!,
      texts,
      limits: periodic
        ? promotion.limits
        : { ...draft.limits, windowDays: Number(draft.windowDays) },
      tiers: draft.lines.map((l) => ({
        vipLevel: bands ? 0 : l.vipLevel,
        category: (bands ? '*' : l.category) as AdminPromotionUpdate['tiers'][number]['category'],
        threshold: bands ? l.threshold : '0',
        rateBp: percentToBp(l.percent)!,
      })),
    };
    save.mutate(
      { id: promotion.id, body },
      {
        onSuccess: (fresh) => {
          setDraft(draftOf(fresh));
          setTried(false);
          setSaved(true);
        },
      },
    );
  }

  const title = promotion.texts.EN?.title ?? promotion.code;
  return (
    <section
      className="card stack"
      aria-labelledby={`${id}-title`}
      data-testid={`promotion-${promotion.code}`}
    >
      <header className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <h2 id={`${id}-title`} style={{ margin: 0 }}>
          {title}
        </h2>
        <span className={promotion.status === 'ACTIVE' ? 'badge badge-ok' : 'badge'}>
          {t(`promotions.statuses.${promotion.status}`)}
        </span>
      </header>
      <p className="muted">
        {t(`promotions.kinds.${promotion.kind}`)}
        {promotion.period && ` · ${t(`promotions.periods.${promotion.period}`)}`}
        {` · ${promotion.code}`}
      </p>
      <form onSubmit={submit} noValidate className="stack">
        <fieldset disabled={!canEdit || save.isPending} className="stack">
          <div className="form-grid">
            <div className="field">
              <label htmlFor={`${id}-status`}>{t('promotions.status')}</label>
              <select
                id={`${id}-status`}
                value={draft.status}
                onChange={(e) => set({ status: e.target.value as Draft['status'] })}
                data-testid="promotion-status"
              >
                {PROMOTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`promotions.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            {!periodic && (
              <TextField
                label={t('promotions.percent')}
                value={draft.percent}
                onValue={(percent) => set({ percent })}
                inputMode="decimal"
                error={show(problems.percent, t('promotions.rateInvalid'))}
              />
            )}
            <TextField
              label={periodic ? t('promotions.capPerPeriod') : t('promotions.cap')}
              value={draft.cap}
              onValue={(cap) => set({ cap })}
              inputMode="decimal"
              error={show(problems.cap, t('promotions.capInvalid'))}
              data-testid="promotion-cap"
            />
            {periodic ? (
              <TextField
                label={t('promotions.minPayout')}
                value={draft.minPayout}
                onValue={(minPayout) => set({ minPayout })}
                inputMode="decimal"
                error={show(problems.minPayout, t('promotions.amountInvalid'))}
              />
            ) : (
              <TextField
                label={t('promotions.minDeposit')}
                value={draft.minDeposit}
                onValue={(minDeposit) => set({ minDeposit })}
                inputMode="decimal"
                error={show(problems.minDeposit, t('promotions.amountInvalid'))}
              />
            )}
            <TextField
              label={periodic ? t('promotions.wageringPaid') : t('promotions.wageringDeposit')}
              value={draft.wagering}
              onValue={(wagering) => set({ wagering })}
              inputMode="decimal"
              error={show(problems.wagering, t('promotions.wageringInvalid'))}
            />
          </div>
          {!periodic && (
            <fieldset className="stack" data-testid="promotion-limits">
              <legend>{t('promotions.limits.title')}</legend>
              <p className="muted">{t('promotions.limits.intro')}</p>
              {LIMIT_CHECKS.map((check) => (
                <label key={check} className="row">
                  <input
                    type="checkbox"
                    checked={draft.limits[check]}
                    onChange={(e) =>
                      set({ limits: { ...draft.limits, [check]: e.target.checked } })
                    }
                  />
                  {t(`promotions.limits.${check}`)}
                </label>
              ))}
              <TextField
                label={t('promotions.limits.windowDays')}
                value={draft.windowDays}
                onValue={(windowDays) => set({ windowDays })}
                inputMode="numeric"
                error={show(problems.windowDays, t('promotions.limits.windowInvalid'))}
              />
            </fieldset>
          )}
          {periodic && (
            <RatesEditor
              lines={draft.lines}
              bands={bands}
              disabled={!canEdit}
              onChange={(lines) => set({ lines })}
            />
          )}
          {LANGUAGES.map((lang) => (
            <div className="form-grid" key={lang}>
              <TextField
                label={t('promotions.titleIn', { language: t(`promotions.languages.${lang}`) })}
                value={draft.texts[lang].title}
                maxLength={80}
                onValue={(value) =>
                  set({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], title: value } } })
                }
                error={lang === 'EN' ? show(problems.title, t('promotions.titleRequired')) : null}
              />
              <TextAreaField
                label={t('promotions.termsIn', { language: t(`promotions.languages.${lang}`) })}
                value={draft.texts[lang].terms}
                maxLength={2000}
                rows={3}
                onValue={(value) =>
                  set({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], terms: value } } })
                }
              />
            </div>
          ))}
        </fieldset>
        {save.isError && <QueryError error={save.error} />}
        {canEdit && (
          <div className="row">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={save.isPending}
              data-testid="promotion-save"
            >
              {t('promotions.save')}
            </button>
            {saved && (
              <span role="status" className="muted">
                {t('promotions.saved')}
              </span>
            )}
          </div>
        )}
      </form>
      <PromotionPreview
        terms={{
          kind: promotion.kind,
          percentBp: shareBp(draft.percent),
          cap: draft.cap,
          minPayout: periodic ? draft.minPayout : '0',
          lines: draft.lines,
        }}
      />
      {periodic && (
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
