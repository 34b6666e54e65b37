import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/cx.ts';
import { useBalance } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import {
  adjustStake,
  STAKE_MAX,
  STAKE_MIN,
  stakeProblem,
  type StakeAction,
  type StakeProblem,
} from '../money.ts';
import styles from './controls.module.css';

/** The translated sentence for a stake problem. */
export function useStakeProblemText() {
  const { t } = useTranslation();
  const format = useGameFormat();
  return (problem: StakeProblem | null, symbol: string): string | null => {
    switch (problem) {
      case null:
        return null;
      case 'format':
        return t('inhouse.stake.problem.format');
      case 'min':
        return t('inhouse.stake.problem.min', { amount: `${symbol} ${format.money(STAKE_MIN)}` });
      case 'max':
        return t('inhouse.stake.problem.max', { amount: `${symbol} ${format.money(STAKE_MAX)}` });
      case 'balance':
        return t('inhouse.stake.problem.balance');
    }
  };
}

/** The stake a game would send, its problem (if any) and the currency symbol. */
export function useStake(stake: string) {
  const balance = useBalance();
  const problem = stakeProblem(stake, balance.data?.balance);
  return {
    problem,
    balance: balance.data?.balance ?? null,
    symbol: balance.data?.currencySymbol || '৳',
  };
}

interface StakeFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Show the problem (after a first bet attempt or once edited). */
  showProblem?: boolean;
  label?: string;
  testId?: string;
}

const ACTIONS: readonly StakeAction[] = ['half', 'double', 'min', 'max'];

/** Stake input with ×½, ×2, min and max; the value stays decimal text. */
export function StakeField({
  value,
  onChange,
  disabled = false,
  showProblem = true,
  label,
  testId = 'bgs-stake',
}: StakeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { problem, balance, symbol } = useStake(value);
  const problemText = useStakeProblemText()(showProblem ? problem : null, symbol);
  const errorId = `${id}-error`;

  return (
    <div className={styles.field} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('inhouse.stake.label')}
      </label>
      <div className={cx(styles.stakeRow, problemText && styles.invalid)}>
        <span className={styles.currency} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problemText ? true : undefined}
          aria-describedby={problemText ? errorId : undefined}
        />
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={styles.stakeButton}
            disabled={disabled}
            onClick={() => onChange(adjustStake(value, action, balance))}
            aria-label={t(`inhouse.stake.${action}Label`)}
            data-testid={`${testId}-${action}`}
          >
            {t(`inhouse.stake.${action}`)}
          </button>
        ))}
      </div>
      {problemText && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {problemText}
        </p>
      )}
    </div>
  );
}

/** A label/value line under the controls ("Win chance 49.50 %"). */
export function Stat({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId?: string;
  tone?: 'win' | 'accent';
}) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={cx(styles.statValue, tone && styles[tone])} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Two or three mutually exclusive options as a segmented control (radio group). */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={styles.segmented} role="radiogroup" aria-label={label} data-testid={testId}>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={option.id === value}
            className={cx(styles.segment, option.id === value && styles.segmentOn)}
            disabled={disabled}
            onClick={() => onChange(option.id)}
            data-testid={testId ? `${testId}-${option.id}` : undefined}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The big action button of a game (play, bet, cash out), with a spinner while its call runs. */
export function PlayButton({
  children,
  onClick,
  disabled,
  isBusy,
  isCashout,
  className,
  testId = 'bgs-play',
}: {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  /** Shows the spinner. */
  isBusy?: boolean;
  /** The green cash-out look. */
  isCashout?: boolean;
  className?: string | false;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={cx(styles.play, isCashout && styles.playGreen, className)}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {isBusy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
