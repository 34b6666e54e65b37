import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAmount, parseSignedAmount } from '@portal/contracts/money';
import type { VipLevel, VipStatus } from '@portal/contracts/vip';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDay, formatDecimalText, formatMoney } from '../../../lib/format.ts';
import { formatMonth } from '../../../lib/format-month.ts';
import { useVipStatus } from '../api/vip.ts';
import styles from './loyalty.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

function useMoney() {
  const { i18n } = useTranslation();
  return (amount: string) => formatMoney(amount, i18n.language);
}

const minor = (amount: string) => parseSignedAmount(amount) ?? 0n;

/** How far `counted` is toward `needed`, in minor units (never a float): whole percent and rest. */
function progressOf(counted: string, needed: string) {
  const have = minor(counted);
  const need = minor(needed);
  const left = need > have ? need - have : 0n;
  const percent = need <= 0n ? 100 : Number(((need - left) * 100n) / need);
  return { percent, left: formatAmount(left), done: left === 0n };
}

/** One target as a bar: counted of needed, then what is left (or that it is met). */
function Meter({
  label,
  counted,
  needed,
  more,
  done,
  testId,
}: {
  label: string;
  counted: string;
  needed: string;
  /** The sentence for what is left, given the formatted rest. */
  more: (amount: string) => string;
  done: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const progress = progressOf(counted, needed);
  const value = t('vipPage.counted', { counted: money(counted), needed: money(needed) });
  return (
    <div className={styles.meter} data-testid={testId}>
      <div className={styles.meterHead}>
        <span>{label}</span>
        <strong className={styles.meterValue}>{value}</strong>
      </div>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={value}
      >
        <span className={styles.barFill} style={{ inlineSize: `${progress.percent}%` }} />
      </span>
      <p className={cx(styles.hint, progress.done && styles.yes)}>
        {progress.done ? done : more(money(progress.left))}
      </p>
    </div>
  );
}

/** The member's level, the way to the next one (or the top), and this month's bonus target. */
function VipSummary({ status, current }: { status: VipStatus; current: VipLevel }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const next = status.levels.find((l) => l.level > status.level);
  const since = status.reached.find((r) => r.level === status.level)?.at;
  const stakeMet = next ? progressOf(status.validStake, next.minValidStake).done : false;
  const depositMet = next ? progressOf(status.deposits, next.minDeposit).done : false;
  const hasMonthly = minor(current.monthlyBonus) > 0n;
  const bonus = money(current.monthlyBonus);

  return (
    <div className={styles.vipSummary}>
      <section className={styles.vipHead} aria-labelledby="vip-current" data-testid="vip-current">
        <div className={styles.vipLevel}>
          <span className={styles.vipCrown} aria-hidden="true">
            <Icon name="crown" size={30} />
          </span>
          <div className={styles.cardText}>
            <p className={styles.muted}>{t('vipPage.yourLevel')}</p>
            <h2 id="vip-current" className={styles.vipName}>
              {current.name}
            </h2>
            <p className={styles.hint}>
              {t('vipPage.levelNumber', { level: current.level })}
              {since && ` · ${t('vipPage.since', { date: formatDay(since, i18n.language) })}`}
            </p>
          </div>
        </div>
        {next ? (
          <div className={styles.stack} data-testid="vip-next">
            <div className={styles.cardText}>
              <h3 className={styles.cardTitle}>{t('vipPage.nextTitle', { level: next.name })}</h3>
              <p className={styles.muted}>{t('vipPage.nextHint')}</p>
            </div>
            <Meter
              label={t('vipPage.validStake')}
              counted={status.validStake}
              needed={next.minValidStake}
              more={(amount) => t('vipPage.more', { amount, level: next.name })}
              done={t('vipPage.met')}
              testId="vip-progress-stake"
            />
            <Meter
              label={t('vipPage.deposits')}
              counted={status.deposits}
              needed={next.minDeposit}
              more={(amount) => t('vipPage.more', { amount, level: next.name })}
              done={t('vipPage.met')}
              testId="vip-progress-deposit"
            />
            {stakeMet && depositMet && <p className={styles.muted}>{t('vipPage.bothMet')}</p>}
          </div>
        ) : (
          <div className={styles.cardText} data-testid="vip-top">
            <h3 className={styles.cardTitle}>{t('vipPage.topTitle')}</h3>
            <p className={styles.muted}>{t('vipPage.topText')}</p>
          </div>
        )}
      </section>

      <section className={styles.vipMonth} aria-labelledby="vip-month" data-testid="vip-month">
        <h3 id="vip-month" className={styles.cardTitle}>
          {t('vipPage.monthTitle', { month: formatMonth(status.month, i18n.language) })}
        </h3>
        {hasMonthly ? (
          <Meter
            label={t('vipPage.monthStake')}
            counted={status.monthValidStake}
            needed={current.monthlyMinStake}
            more={(amount) => t('vipPage.monthMore', { amount, bonus })}
            done={t('vipPage.monthDone', { bonus })}
            testId="vip-progress-month"
          />
        ) : (
          <>
            <p className={styles.value}>
              <span className={styles.muted}>{t('vipPage.monthStake')}</span>
              <strong>{money(status.monthValidStake)}</strong>
            </p>
            <p className={styles.hint}>{t('vipPage.monthNone')}</p>
          </>
        )}
      </section>
    </div>
  );
}

/** One level of the ladder: what it needs and what it gives; the member's own one stands out. */
function LevelCard({
  level,
  isCurrent,
  isReached,
  reachedAt,
}: {
  level: VipLevel;
  isCurrent: boolean;
  isReached: boolean;
  reachedAt: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const free = minor(level.minValidStake) === 0n && minor(level.minDeposit) === 0n;
  const hasMonthly = minor(level.monthlyBonus) > 0n;
  const hasBonus = hasMonthly || minor(level.levelUpBonus) > 0n;
  const max = level.withdrawMax === null ? null : money(level.withdrawMax);
  const times = level.withdrawDailyCount;
  const withdrawals =
    max !== null && times !== null
      ? t('vipPage.withdrawBoth', { max, times })
      : max !== null
        ? t('vipPage.withdrawMax', { max })
        : times !== null
          ? t('vipPage.withdrawCount', { times })
          : t('vipPage.siteStandard');
  const facts: [string, string][] = [
    [
      t('vipPage.needs'),
      free
        ? t('vipPage.needsNothing')
        : t('vipPage.needsBoth', {
            stake: money(level.minValidStake),
            deposit: money(level.minDeposit),
          }),
    ],
    [
      t('vipPage.levelUpBonus'),
      minor(level.levelUpBonus) > 0n ? money(level.levelUpBonus) : t('vipPage.none'),
    ],
    [
      t('vipPage.monthlyBonus'),
      !hasMonthly
        ? t('vipPage.none')
        : minor(level.monthlyMinStake) > 0n
          ? t('vipPage.monthlyBonusMin', {
              bonus: money(level.monthlyBonus),
              min: money(level.monthlyMinStake),
            })
          : t('vipPage.monthlyBonusAny', { bonus: money(level.monthlyBonus) }),
    ],
    ...(hasBonus
      ? [
          [
            t('vipPage.wagering'),
            level.wageringCenti > 0
              ? t('vipPage.wageringValue', {
                  multiple: formatDecimalText(String(level.wageringCenti / 100), i18n.language),
                })
              : t('vipPage.wageringFree'),
          ] as [string, string],
        ]
      : []),
    [t('vipPage.withdrawals'), withdrawals],
  ];

  return (
    <li
      className={cx(styles.tier, isReached && styles.tierReached, isCurrent && styles.tierCurrent)}
      aria-current={isCurrent ? 'step' : undefined}
      data-testid={`vip-level-${level.level}`}
    >
      <div className={styles.tierHead}>
        <span className={styles.kind}>{t('vipPage.levelNumber', { level: level.level })}</span>
        <h3 className={styles.promotionTitle}>{level.name}</h3>
        {(isCurrent || isReached) && (
          <div className={styles.value}>
            {isCurrent && <Badge tone="warning">{t('vipPage.yourLevel')}</Badge>}
            {isReached && (
              <Badge tone="success" testId={`vip-reached-${level.level}`}>
                {reachedAt
                  ? t('vipPage.reachedOn', { date: formatDay(reachedAt, i18n.language) })
                  : t('vipPage.reached')}
              </Badge>
            )}
          </div>
        )}
      </div>
      <dl className={styles.tierFacts}>
        {facts.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * /vip: the member's VIP level and the way up (valid bets and deposits both count, levels only
 * go up), this month's bonus target, then every level with its thresholds and benefits.
 */
export function VipView() {
  const { t } = useTranslation();
  const vip = useVipStatus();
  if (vip.isPending) {
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('vipPage.loading')}>
        <div className={styles.vipSkeletonHead} />
        <div className={styles.vipSkeletonLadder} />
      </div>
    );
  }
  const levels = vip.data ? [...vip.data.levels].sort((a, b) => a.level - b.level) : [];
  const current = levels.find((l) => l.level === vip.data?.level) ?? levels[0];
  if (vip.isError || !current) {
    return (
      <EmptyState
        illustration="gift"
        title={vip.isError ? t('vipPage.errorTitle') : t('vipPage.emptyTitle')}
        text={vip.isError ? t('vipPage.errorText') : t('vipPage.emptyText')}
        testId="vip-empty"
      />
    );
  }
  const status = { ...vip.data, levels };
  const reachedAt = new Map(status.reached.map((r) => [r.level, r.at]));
  return (
    <div className={styles.stack} data-testid="vip-view">
      <VipSummary status={status} current={current} />
      <section aria-labelledby="vip-ladder" className={styles.stack}>
        <h2 id="vip-ladder" className={styles.sectionTitle}>
          {t('vipPage.ladderTitle')}
        </h2>
        <ol
          className={styles.ladder}
          aria-label={t('vipPage.ladderLabel')}
          data-testid="vip-ladder"
        >
          {levels.map((level) => (
            <LevelCard
              key={level.level}
              level={level}
              isCurrent={level.level === current.level}
              isReached={level.level <= current.level}
              reachedAt={reachedAt.get(level.level)}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
