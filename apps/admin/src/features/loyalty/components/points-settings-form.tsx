import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_MAX_LEVELS } from '@portal/contracts/loyalty';
import { formatAmount, isMoneyInput, parseAmount } from '@portal/contracts/money';
import { pointsFor, type PointsSettings } from '@portal/contracts/points';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { bpToPercent, multiplierToCenti } from '../../../lib/money.ts';
import { useCan } from '../../../lib/permissions.ts';
import { usePaymentMethodCodes, useSavePointsSettings } from '../api/points-mall.ts';

/** A ratio line as typed. */
interface LineDraft {
  key: number;
  methodCode: string;
  vipLevel: number;
  amount: string;
}

interface Draft {
  lines: LineDraft[];
  convertOn: boolean;
  convertAmount: string;
  convertMin: string;
  convertWagering: string;
}

let nextKey = 1;
const trimZeros = (amount: string) => amount.replace(/\.00$/, '');
const METHOD_CODE = /^(\*|[A-Z0-9_]{1,32})$/;
/** The deposit the hint under each line works out: one a member would make. */
const SAMPLE_DEPOSIT = 100_000n;

function draftOf(s: PointsSettings): Draft {
  return {
    lines: s.ratios.map((r) => ({
      key: nextKey++,
      methodCode: r.methodCode,
      vipLevel: r.vipLevel,
      amount: trimZeros(r.amountPerPoint),
    })),
    convertOn: s.convertAmountPerPoint !== null,
    convertAmount: s.convertAmountPerPoint === null ? '' : s.convertAmountPerPoint,
    convertMin: String(s.convertMinPoints),
    convertWagering: bpToPercent(s.convertWageringCenti),
  };
}

/** Each line's problems; a method and level twice is flagged on the later line. */
function lineProblems(lines: LineDraft[]) {
  const seen = new Set<string>();
  return lines.map((l) => {
    const pair = `${l.methodCode}|${l.vipLevel}`;
    const twice = seen.has(pair);
    seen.add(pair);
    return {
      methodCode: !METHOD_CODE.test(l.methodCode),
      amount: !isMoneyInput(l.amount.trim()),
      twice,
    };
  });
}

/**
 * The points settings as one form (the owner and finance change them; others read): the ratio
 * table (a line per payment method, '*' for every other one, from a VIP level up: the deposit
 * that earns one point) and converting points to cash (off, or its rate, minimum and wagering).
 */
export function PointsSettingsForm({ settings }: { settings: PointsSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const canEdit = useCan('loyalty.configure');
  const methods = usePaymentMethodCodes(useCan('wallet.read'));
  const save = useSavePointsSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(false);
  };
  const setLine = (key: number, patch: Partial<LineDraft>) =>
    change({ lines: draft.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) });

  const lines = lineProblems(draft.lines);
  const min = draft.convertMin.trim();
  const minOk = /^\d{1,7}$/.test(min) && Number(min) >= 1 && Number(min) <= 1_000_000;
  const wageringCenti = multiplierToCenti(draft.convertWagering.trim());
  // Converting off hides its terms: they are kept as saved, and only checked while shown.
  const problems = {
    convertAmount: draft.convertOn && !isMoneyInput(draft.convertAmount.trim()),
    convertMin: draft.convertOn && !minOk,
    convertWagering: draft.convertOn && wageringCenti === null,
  };
  const invalid =
    lines.some((p) => p.methodCode || p.amount || p.twice) || Object.values(problems).some(Boolean);
  const show = (bad: boolean, message: string) => (tried && bad ? message : null);
  const codes = methods.data?.map((m) => m.code) ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    save.mutate(
      {
        ratios: draft.lines.map((l) => ({
          methodCode: l.methodCode,
          vipLevel: l.vipLevel,
          amountPerPoint: l.amount.trim(),
        })),
        convertAmountPerPoint: draft.convertOn ? draft.convertAmount.trim() : null,
        convertMinPoints: minOk ? Number(min) : settings.convertMinPoints,
        convertWageringCenti: wageringCenti ?? settings.convertWageringCenti,
      },
      {
        onSuccess: (fresh) => {
          setDraft(draftOf(fresh));
          setTried(false);
          setSaved(true);
        },
      },
    );
  }

  /** What a sample deposit earns at a line's rate, once the rate reads as an amount. */
  const earns = (amount: string) => {
    const perPoint = parseAmount(amount.trim());
    if (perPoint === null || perPoint <= 0n) return undefined;
    return t('pointsMall.settings.earns', {
      deposit: formatMoney(formatAmount(SAMPLE_DEPOSIT)),
      points: pointsFor(SAMPLE_DEPOSIT, perPoint).toLocaleString('en'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="stack" data-testid="points-settings">
      <fieldset disabled={!canEdit || save.isPending} className="stack">
        <legend>{t('pointsMall.settings.ratiosTitle')}</legend>
        <p className="muted">{t('pointsMall.settings.ratiosIntro')}</p>
        {draft.lines.length === 0 && <p className="notice">{t('pointsMall.settings.noRatios')}</p>}
        {draft.lines.map((line, i) => {
          const p = lines[i]!;
          const n = i + 1;
          // The line's own code stays choosable even when no method has it any more.
          const options = codes && [
            ...new Set(['*', ...codes, ...(line.methodCode ? [line.methodCode] : [])]),
          ];
          return (
            <div className="form-grid" key={line.key} data-testid="ratio-line">
              {options ? (
                <div className="field">
                  <label htmlFor={`${id}-method-${line.key}`}>
                    {t('pointsMall.settings.method', { n })}
                  </label>
                  <select
                    id={`${id}-method-${line.key}`}
                    value={line.methodCode}
                    onChange={(e) => setLine(line.key, { methodCode: e.target.value })}
                  >
                    {options.map((code) => (
                      <option key={code} value={code}>
                        {code === '*' ? t('pointsMall.settings.everyMethod') : code}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <TextField
                  label={t('pointsMall.settings.method', { n })}
                  value={line.methodCode}
                  onValue={(code) => setLine(line.key, { methodCode: code.trim().toUpperCase() })}
                  maxLength={32}
                  autoComplete="off"
                  hint={t('pointsMall.settings.methodHint')}
                  error={show(p.methodCode, t('pointsMall.settings.methodInvalid'))}
                />
              )}
              <div className="field">
                <label htmlFor={`${id}-level-${line.key}`}>
                  {t('pointsMall.settings.level', { n })}
                </label>
                <select
                  id={`${id}-level-${line.key}`}
                  value={line.vipLevel}
                  onChange={(e) => setLine(line.key, { vipLevel: Number(e.target.value) })}
                >
                  {Array.from({ length: VIP_MAX_LEVELS }, (_, level) => (
                    <option key={level} value={level}>
                      {level === 0
                        ? t('pointsMall.settings.everyLevel')
                        : t('pointsMall.settings.fromLevel', { level })}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t('pointsMall.settings.amountPerPoint', { n })}
                value={line.amount}
                onValue={(amount) => setLine(line.key, { amount })}
                inputMode="decimal"
                hint={earns(line.amount)}
                error={
                  show(p.amount, t('pointsMall.settings.amountInvalid')) ??
                  show(p.twice, t('pointsMall.settings.twice'))
                }
              />
              {canEdit && (
                <div className="field" style={{ alignSelf: 'end' }}>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => change({ lines: draft.lines.filter((l) => l.key !== line.key) })}
                  >
                    {t('pointsMall.settings.removeLine', { n })}
                  </button>
                </div>
              )}
            </div>
          );
        })}
        {canEdit && (
          <div className="row">
            <button
              type="button"
              className="btn"
              disabled={draft.lines.length >= 100}
              onClick={() =>
                change({
                  lines: [
                    ...draft.lines,
                    { key: nextKey++, methodCode: '*', vipLevel: 0, amount: '' },
                  ],
                })
              }
              data-testid="ratio-add"
            >
              {t('pointsMall.settings.addLine')}
            </button>
          </div>
        )}
      </fieldset>

      <fieldset disabled={!canEdit || save.isPending} className="stack">
        <legend>{t('pointsMall.settings.convertTitle')}</legend>
        <label className="choice">
          <input
            type="checkbox"
            checked={draft.convertOn}
            onChange={(e) => change({ convertOn: e.target.checked })}
            data-testid="convert-on"
          />
          {t('pointsMall.settings.convertOn')}
        </label>
        {draft.convertOn ? (
          <div className="form-grid">
            <TextField
              label={t('pointsMall.settings.convertAmount')}
              value={draft.convertAmount}
              onValue={(convertAmount) => change({ convertAmount })}
              inputMode="decimal"
              hint={t('pointsMall.settings.convertAmountHint')}
              error={show(problems.convertAmount, t('pointsMall.settings.amountInvalid'))}
            />
            <TextField
              label={t('pointsMall.settings.convertMin')}
              value={draft.convertMin}
              onValue={(convertMin) => change({ convertMin })}
              inputMode="numeric"
              error={show(problems.convertMin, t('pointsMall.settings.minInvalid'))}
            />
            <TextField
              label={t('pointsMall.settings.convertWagering')}
              value={draft.convertWagering}
              onValue={(convertWagering) => change({ convertWagering })}
              inputMode="decimal"
              hint={
                problems.convertWagering
                  ? undefined
                  : t('pointsMall.settings.wageringHint', {
                      multiple: draft.convertWagering.trim(),
                    })
              }
              error={show(problems.convertWagering, t('pointsMall.settings.wageringInvalid'))}
            />
          </div>
        ) : (
          <p className="muted">{t('pointsMall.settings.convertOff')}</p>
        )}
      </fieldset>
      <FormFooter
        invalid={tried && invalid ? t('pointsMall.settings.invalid') : null}
        error={save.isError ? save.error : null}
        detailsTestId="points-server-details"
        editable={canEdit}
        busy={save.isPending}
        discard={{
          label: t('pointsMall.settings.discard'),
          onClick: () => {
            setDraft(draftOf(settings));
            setTried(false);
            setSaved(false);
            save.reset();
          },
        }}
        saveLabel={t('pointsMall.settings.save')}
        saveTestId="points-settings-save"
        saved={saved ? t('pointsMall.settings.saved') : null}
      />
    </form>
  );
}
