import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMoneyInput, parseAmount } from '@portal/contracts/money';
import { VIP_MAX_LEVELS, type AdminVipLevels, type VipLadder } from '@portal/contracts/vip';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bpToPercent, multiplierToCenti } from '../../../lib/money.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useSaveVipLevels } from '../api/vip-levels.ts';

type AdminVipLevel = AdminVipLevels['levels'][number];
type Names = VipLadder['levels'][number]['names'];

/** One level as typed; `others` keeps the names in languages the console does not edit. */
interface LevelDraft {
  key: number;
  en: string;
  bn: string;
  others: Names;
  minValidStake: string;
  minDeposit: string;
  levelUpBonus: string;
  monthlyBonus: string;
  monthlyMinStake: string;
  wagering: string;
  withdrawMax: string;
  withdrawDailyCount: string;
  members: number;
}

let nextKey = 1;
const trimZeros = (amount: string) => amount.replace(/\.00$/, '');

/** A saved level as typed; `key` keeps a card that was already on screen (its focus, its DOM). */
function draftOf(level: AdminVipLevel, key = nextKey++): LevelDraft {
  const { EN, BN, ...others } = level.names;
  return {
    key,
    en: EN ?? '',
    bn: BN ?? '',
    others,
    minValidStake: trimZeros(level.minValidStake),
    minDeposit: trimZeros(level.minDeposit),
    levelUpBonus: trimZeros(level.levelUpBonus),
    monthlyBonus: trimZeros(level.monthlyBonus),
    monthlyMinStake: trimZeros(level.monthlyMinStake),
    wagering: bpToPercent(level.wageringCenti),
    withdrawMax: level.withdrawMax === null ? '' : trimZeros(level.withdrawMax),
    withdrawDailyCount: level.withdrawDailyCount === null ? '' : String(level.withdrawDailyCount),
    members: level.members,
  };
}

/** A level added at the end: thresholds to fill in, no bonus yet, the wagering of the one below. */
function newLevel(below: LevelDraft | undefined): LevelDraft {
  return {
    key: nextKey++,
    en: '',
    bn: '',
    others: {},
    minValidStake: '',
    minDeposit: '',
    levelUpBonus: '0',
    monthlyBonus: '0',
    monthlyMinStake: '0',
    wagering: below?.wagering ?? '1',
    withdrawMax: '',
    withdrawDailyCount: '',
    members: 0,
  };
}

const amount = (text: string) => parseAmount(text.trim());

/** Each level's problems, shown under its fields (level 0's fixed zeros are never wrong). */
function problemsOf(levels: LevelDraft[]) {
  return levels.map((d, i) => {
    const free = i === 0;
    const count = d.withdrawDailyCount.trim();
    const below = levels[i - 1];
    const stake = amount(d.minValidStake);
    const deposit = amount(d.minDeposit);
    const belowStake = below && i - 1 > 0 ? amount(below.minValidStake) : 0n;
    const belowDeposit = below && i - 1 > 0 ? amount(below.minDeposit) : 0n;
    return {
      en: d.en.trim() === '' || d.en.trim().length > 30,
      bn: d.bn.trim().length > 30,
      minValidStake: !free && stake === null,
      minDeposit: !free && deposit === null,
      levelUpBonus: !free && amount(d.levelUpBonus) === null,
      monthlyBonus: !free && amount(d.monthlyBonus) === null,
      monthlyMinStake: amount(d.monthlyMinStake) === null,
      wagering: multiplierToCenti(d.wagering.trim()) === null,
      withdrawMax: d.withdrawMax.trim() !== '' && !isMoneyInput(d.withdrawMax.trim()),
      withdrawDailyCount:
        count !== '' && (!/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > 100),
      // Checked once both levels' thresholds read as amounts (else their own fields say why).
      ladder:
        !free &&
        stake !== null &&
        deposit !== null &&
        belowStake !== null &&
        belowDeposit !== null &&
        !(
          stake >= belowStake &&
          deposit >= belowDeposit &&
          stake + deposit > belowStake + belowDeposit
        ),
    };
  });
}

/** The PUT body: levels numbered by position, level 0 free, empty limits as the site standard. */
function ladderOf(levels: LevelDraft[]): VipLadder {
  return {
    levels: levels.map((d, level) => {
      const bn = d.bn.trim();
      const zeroOr = (text: string) => (level === 0 ? '0' : text.trim());
      const count = d.withdrawDailyCount.trim();
      return {
        level,
        names: { ...d.others, EN: d.en.trim(), ...(bn ? { BN: bn } : {}) },
        minValidStake: zeroOr(d.minValidStake),
        minDeposit: zeroOr(d.minDeposit),
        levelUpBonus: zeroOr(d.levelUpBonus),
        monthlyBonus: zeroOr(d.monthlyBonus),
        monthlyMinStake: d.monthlyMinStake.trim(),
        wageringCenti: multiplierToCenti(d.wagering.trim())!,
        withdrawMax: d.withdrawMax.trim() || null,
        withdrawDailyCount: count ? Number(count) : null,
      };
    }),
  };
}

type FieldKey = Exclude<keyof LevelDraft, 'key' | 'others' | 'members'>;

/** A refused field's path ("levels.2.minDeposit") named by its level and field. */
function useDetailLabel() {
  const { t } = useTranslation();
  return (path: string) => {
    const match = /^levels\.(\d+)(?:\.(\w+))?/.exec(path);
    if (!match) return path;
    const field = match[2] as FieldKey | 'names' | 'wageringCenti' | undefined;
    const level = t('vipLevels.level', { n: Number(match[1]) });
    const known: Record<string, string> = {
      names: t('vipLevels.nameIn', { language: t('vipLevels.languages.EN') }),
      minValidStake: t('vipLevels.minValidStake'),
      minDeposit: t('vipLevels.minDeposit'),
      levelUpBonus: t('vipLevels.levelUpBonus'),
      monthlyBonus: t('vipLevels.monthlyBonus'),
      monthlyMinStake: t('vipLevels.monthlyMinStake'),
      wageringCenti: t('vipLevels.wagering'),
      withdrawMax: t('vipLevels.withdrawMax'),
      withdrawDailyCount: t('vipLevels.withdrawDailyCount'),
    };
    return field && known[field] ? `${level} · ${known[field]}` : level;
  };
}

/**
 * The VIP ladder as one form (the owner and finance change it; others read): a card per level
 * with its names, thresholds, bonuses, wagering and withdrawal limits; levels are added and
 * removed at the end only, so their numbers never shift, and the whole ladder is saved at once.
 */
export function VipLadderEditor({ levels }: { levels: AdminVipLevel[] }) {
  const { t } = useTranslation();
  const id = useId();
  const canEdit = useCan('loyalty.configure');
  const save = useSaveVipLevels();
  const detailLabel = useDetailLabel();
  const initial = () => [...levels].sort((a, b) => a.level - b.level).map((l) => draftOf(l));
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const change = (next: LevelDraft[]) => {
    setDraft(next);
    setSaved(false);
  };
  const set = (key: number, patch: Partial<LevelDraft>) =>
    change(draft.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const problems = problemsOf(draft);
  const invalid = problems.some((p) => Object.values(p).some(Boolean));
  const show = (bad: boolean, message: string) => (tried && bad ? message : null);
  const last = draft.at(-1);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    save.mutate(ladderOf(draft), {
      onSuccess: (fresh) => {
        const sorted = [...fresh.levels].sort((a, b) => a.level - b.level);
        setDraft((before) => sorted.map((l, i) => draftOf(l, before[i]?.key)));
        setTried(false);
        setSaved(true);
      },
    });
  }

  const field = (d: LevelDraft, i: number, key: FieldKey, label: string, error: string | null) => (
    <TextField
      label={label}
      value={d[key]}
      onValue={(value) => set(d.key, { [key]: value })}
      inputMode={key === 'withdrawDailyCount' ? 'numeric' : 'decimal'}
      error={error}
      data-testid={`vip-${key}-${i}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="stack">
      <fieldset disabled={!canEdit || save.isPending} className="stack">
        {draft.map((d, i) => {
          const p = problems[i]!;
          const amountError = (bad: boolean) => show(bad, t('vipLevels.amountInvalid'));
          return (
            <section
              key={d.key}
              className="card stack"
              aria-labelledby={`${id}-${i}`}
              data-testid={`vip-level-${i}`}
            >
              <header className="row" style={{ justifyContent: 'space-between' }}>
                <h2 id={`${id}-${i}`} style={{ margin: 0 }}>
                  {t('vipLevels.level', { n: i })}
                  {d.en.trim() && ` · ${d.en.trim()}`}
                </h2>
                <span className={d.members > 0 ? 'badge badge-ok' : 'badge'}>
                  {t('vipLevels.members', { n: d.members.toLocaleString('en') })}
                </span>
              </header>
              {i === 0 && <p className="muted">{t('vipLevels.levelZero')}</p>}
              {tried && p.ladder && (
                <p className="field-error" data-testid="vip-ladder-error">
                  {t('vipLevels.ladderInvalid', { n: i, below: i - 1 })}
                </p>
              )}
              <div className="form-grid">
                {(['EN', 'BN'] as const).map((lang) => (
                  <TextField
                    key={lang}
                    label={t('vipLevels.nameIn', { language: t(`vipLevels.languages.${lang}`) })}
                    value={lang === 'EN' ? d.en : d.bn}
                    onValue={(value) => set(d.key, lang === 'EN' ? { en: value } : { bn: value })}
                    maxLength={30}
                    error={
                      lang === 'EN'
                        ? show(p.en, t('vipLevels.nameRequired'))
                        : show(p.bn, t('vipLevels.nameTooLong'))
                    }
                  />
                ))}
                {i > 0 && (
                  <>
                    {field(
                      d,
                      i,
                      'minValidStake',
                      t('vipLevels.minValidStake'),
                      amountError(p.minValidStake),
                    )}
                    {field(
                      d,
                      i,
                      'minDeposit',
                      t('vipLevels.minDeposit'),
                      amountError(p.minDeposit),
                    )}
                    {field(
                      d,
                      i,
                      'levelUpBonus',
                      t('vipLevels.levelUpBonus'),
                      amountError(p.levelUpBonus),
                    )}
                    {field(
                      d,
                      i,
                      'monthlyBonus',
                      t('vipLevels.monthlyBonus'),
                      amountError(p.monthlyBonus),
                    )}
                    {field(
                      d,
                      i,
                      'monthlyMinStake',
                      t('vipLevels.monthlyMinStake'),
                      amountError(p.monthlyMinStake),
                    )}
                    <TextField
                      label={t('vipLevels.wagering')}
                      value={d.wagering}
                      onValue={(wagering) => set(d.key, { wagering })}
                      inputMode="decimal"
                      hint={
                        p.wagering
                          ? undefined
                          : t('vipLevels.wageringHint', { multiple: d.wagering.trim() })
                      }
                      error={show(p.wagering, t('vipLevels.wageringInvalid'))}
                      data-testid={`vip-wagering-${i}`}
                    />
                  </>
                )}
                <TextField
                  label={t('vipLevels.withdrawMax')}
                  value={d.withdrawMax}
                  onValue={(withdrawMax) => set(d.key, { withdrawMax })}
                  inputMode="decimal"
                  placeholder={t('vipLevels.siteStandard')}
                  hint={t('vipLevels.emptyIsStandard')}
                  error={show(p.withdrawMax, t('vipLevels.withdrawMaxInvalid'))}
                  data-testid={`vip-withdrawMax-${i}`}
                />
                <TextField
                  label={t('vipLevels.withdrawDailyCount')}
                  value={d.withdrawDailyCount}
                  onValue={(withdrawDailyCount) => set(d.key, { withdrawDailyCount })}
                  inputMode="numeric"
                  placeholder={t('vipLevels.siteStandard')}
                  hint={t('vipLevels.emptyIsStandard')}
                  error={show(p.withdrawDailyCount, t('vipLevels.countInvalid'))}
                  data-testid={`vip-withdrawDailyCount-${i}`}
                />
              </div>
              {canEdit && i > 0 && d === last && d.members > 0 && (
                <p className="notice">{t('vipLevels.held')}</p>
              )}
            </section>
          );
        })}
      </fieldset>
      <FormFooter
        invalid={tried && invalid ? t('vipLevels.invalid') : null}
        error={save.isError ? save.error : null}
        labelOf={detailLabel}
        detailsTestId="vip-server-details"
        editable={canEdit}
        busy={save.isPending}
        discard={{
          label: t('vipLevels.discard'),
          onClick: () => {
            change(initial());
            setTried(false);
            save.reset();
          },
        }}
        saveLabel={t('vipLevels.save')}
        saveTestId="vip-save"
        saved={saved ? t('vipLevels.saved') : null}
        note={
          draft.length >= VIP_MAX_LEVELS && (
            <span className="muted">{t('vipLevels.full', { max: VIP_MAX_LEVELS })}</span>
          )
        }
      >
        <button
          type="button"
          className="btn"
          disabled={save.isPending || draft.length >= VIP_MAX_LEVELS}
          onClick={() => change([...draft, newLevel(last)])}
          data-testid="vip-add"
        >
          {t('vipLevels.add', { n: draft.length })}
        </button>
        {draft.length > 1 && (
          <button
            type="button"
            className="btn btn-danger"
            disabled={save.isPending}
            onClick={() => change(draft.slice(0, -1))}
            data-testid="vip-remove"
          >
            {t('vipLevels.remove', { n: draft.length - 1 })}
          </button>
        )}
      </FormFooter>
    </form>
  );
}
