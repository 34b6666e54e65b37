import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TFunction } from '../../../lib/i18n/translator.ts';
import type { BonusRow } from '@portal/contracts/wallet';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  formatDay,
  formatDecimalText,
  formatMoney,
  formatSerial,
  formatShortDateTime,
} from '../../../lib/format.ts';
import { isExpired, isGivenUp, isTakenBack, rewardName } from '../../../lib/reward-name.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { pageQuery, useRecordsState } from '../records-query.ts';
import { useCurrencySymbol } from '../use-currency-symbol.ts';
import { AmountCell } from './amount-cell.tsx';
import type { ForfeitTarget } from './forfeit-dialog.tsx';
import { amountColumn, timeColumn } from './record-columns.tsx';
import { RecordsResults, type RecordColumn } from './records-table.tsx';
import { RecordsToolbar } from './records-toolbar.tsx';
import styles from './records.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

// The give-up dialog (with its API call) loads when a member first opens it.
const ForfeitDialog = lazy(() =>
  import('./forfeit-dialog.tsx').then((m) => ({ default: m.ForfeitDialog })),
);

/** Share of the turnover already done, 0–100. */
export function turnoverDone(required: string, remaining: string): number {
  const need = Number(required);
  const left = Number(remaining);
  if (!Number.isFinite(need) || need <= 0) return 100;
  if (!Number.isFinite(left)) return 0;
  return Math.round(Math.min(100, Math.max(0, ((need - left) / need) * 100)));
}

/** A bonus's name: its promotion's title, else its reference (a VIP month: "2026-11"). */
function bonusName(t: TFunction, row: BonusRow, language: string): string {
  return rewardName(t, { ...row, title: row.reason, reference: row.reason }, language);
}

/**
 * Whether the member may give this bonus up: a reward (it has a grant), not given up or expired,
 * with wagering still open (the server answers LOYALTY_FORFEIT_NOT_OPEN otherwise).
 */
export function canGiveUp(row: BonusRow): row is BonusRow & { grantId: number } {
  return row.grantId !== null && !isTakenBack(row.grantState) && Number(row.turnoverRemaining) > 0;
}

/** The deadline of a reward whose wagering is still open; null when it has none. */
function openDeadline(row: BonusRow): string | null {
  if (isTakenBack(row.grantState) || Number(row.turnoverRemaining) <= 0) return null;
  return row.grantExpiresAt;
}

/** A taken-back bonus's state (given up, expired), or its turnover's progress. */
function TurnoverState({ row }: { row: BonusRow }) {
  const { t } = useTranslation();
  // Taken back, its wagering closed: no progress to show.
  if (isGivenUp(row.grantState)) {
    return <Badge testId="bonus-given-up">{t('records.givenUp')}</Badge>;
  }
  if (isExpired(row.grantState)) {
    return (
      <Badge tone="warning" testId="bonus-expired">
        {t('records.expired')}
      </Badge>
    );
  }
  const done = turnoverDone(row.turnoverRequired, row.turnoverRemaining);
  return (
    <span
      className={styles.progress}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={done}
      aria-label={t('records.turnoverDone', { percent: done })}
    >
      <span className={styles.progressBar} style={{ inlineSize: `${done}%` }} />
    </span>
  );
}

/** A periodic bonus's period: a day (2026-11-26) or an ISO week (2026-W48), in the page's words. */
function PeriodLabel({ period }: { period: string }) {
  const { t, i18n } = useTranslation();
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  const text = week
    ? t('records.bonusPeriod.week', {
        week: Number(week[2]),
        year: formatSerial(Number(week[1]), i18n.language),
      })
    : t('records.bonusPeriod.day', { day: formatDay(`${period}T12:00:00`, i18n.language) });
  return <span className={styles.muted}>{text}</span>;
}

/** How a bonus was reached: a rebate's lines per game category, a cash back's loss and rate. */
function BonusReason({ row }: { row: BonusRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rate = (percent: number) => formatDecimalText(String(percent), lang);
  return (
    <span className={styles.bonusReason}>
      <span>{bonusName(t, row, lang)}</span>
      {row.period && <PeriodLabel period={row.period} />}
      {row.lines.length > 0 && (
        <ul className={styles.bonusLines} aria-label={t('records.rebateLines')}>
          {row.lines.map((line) => (
            <li key={line.category}>
              {t('records.rebateLine', {
                category: t(`nav.categories.${line.category}` as 'nav.categories.RNG', {
                  defaultValue: line.category,
                }),
                stake: formatMoney(line.validStake, lang),
                rate: rate(line.ratePercent),
                amount: formatMoney(line.amount, lang),
              })}
            </li>
          ))}
        </ul>
      )}
      {row.cashBack && (
        <span className={styles.muted}>
          {t('records.cashBackLine', {
            loss: formatMoney(row.cashBack.netLoss, lang),
            rate: rate(row.cashBack.ratePercent),
          })}
        </span>
      )}
    </span>
  );
}

/** /bonusDetails: bonuses credited, with the turnover each still needs. */
export function BonusesView() {
  const { t, i18n } = useTranslation();
  const [state, update] = useRecordsState();
  const symbol = useCurrencySymbol();
  const bonuses = useBonuses(pageQuery(state));
  const [giving, setGiving] = useState<ForfeitTarget | null>(null);

  const columns: RecordColumn<BonusRow>[] = [
    {
      key: 'reason',
      header: t('records.columns.bonus'),
      isTitle: true,
      cell: (row) => <BonusReason row={row} />,
    },
    timeColumn(t('records.columns.time'), (row) => row.createdAt, i18n.language),
    amountColumn('amount', t('records.columns.amount'), (row) => row.amount, symbol, {
      signed: true,
      sortKey: 'amount',
    }),
    amountColumn(
      'required',
      t('records.columns.turnoverRequired'),
      (row) => row.turnoverRequired,
      symbol,
    ),
    {
      key: 'remaining',
      header: t('records.columns.turnoverRemaining'),
      align: 'end',
      cell: (row) => {
        const deadline = openDeadline(row);
        return (
          <span className={styles.turnover}>
            <AmountCell amount={row.turnoverRemaining} symbol={symbol} />
            <TurnoverState row={row} />
            {deadline && (
              <span className={styles.muted} data-testid="bonus-deadline">
                {t('records.playThroughBy', {
                  date: formatShortDateTime(deadline, i18n.language),
                })}
              </span>
            )}
            {canGiveUp(row) && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setGiving({
                    grantId: row.grantId,
                    name: bonusName(t, row, i18n.language),
                    amount: row.amount,
                    turnoverRemaining: row.turnoverRemaining,
                  })
                }
                data-testid="bonus-give-up"
              >
                {t('records.forfeit.action')}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.stack}>
      <RecordsToolbar state={state} onChange={update} isSortable />
      <RecordsResults
        query={bonuses}
        caption={t('playerCentre.bonusDetails')}
        columns={columns}
        rowKey={(row) => row.id}
        state={state}
        onChange={update}
        testId="bonuses-table"
      />
      {giving && (
        <Suspense fallback={null}>
          <ForfeitDialog bonus={giving} symbol={symbol} onClose={() => setGiving(null)} />
        </Suspense>
      )}
    </div>
  );
}
