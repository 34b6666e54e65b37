import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CrashState, InhouseBetResult } from '@portal/contracts/inhouse';
import { CRASH_MIN_CASH_OUT_HUNDREDTHS, parseHundredths } from '@portal/fair';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import {
  balanceKey,
  cashoutCrash,
  inhouseKey,
  placeCrashBet,
  useApplyBetResult,
  useToken,
} from '../api/inhouse-api.ts';
import { useCrashFeed, type CrashFeed, type CrashReveal } from '../crash-feed.ts';
import { useGameFormat } from '../format.ts';
import { formatAmount } from '@portal/contracts/money';
import { DEFAULT_STAKE, payoutFor, toMinor, wireStake } from '../money.ts';
import { useRequestKeys } from '../request-key.ts';
import { crashVerifyHref, num, VERIFY_PATH } from '../rounds.ts';
import { CrashChart } from './crash-chart.tsx';
import { GameShell } from './game-shell.tsx';
import { PlayButton, StakeField, useStake } from './stake-field.tsx';
import common from './common.module.css';
import controls from './controls.module.css';
import fairness from './fairness.module.css';
import styles from './crash.module.css';

/** The auto cash-out as typed: null for none, 'invalid', or hundredths ≥ 1.01. */
export function parseAutoCashout(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  try {
    const value = parseHundredths(trimmed);
    return value >= CRASH_MIN_CASH_OUT_HUNDREDTHS && value <= 100_000_000 ? value : 'invalid';
  } catch {
    return 'invalid';
  }
}

interface MyBet {
  roundNumber: number;
  stake: string;
  auto: number | null;
  cashedOutAt: number | null;
  payout: string | null;
}

function chipTone(h: number): string {
  return h >= 1_000 ? 'gold' : h >= 200 ? 'high' : 'low';
}

/** /bgs/crash: one shared rising multiplier; cash out before it crashes. */
export function CrashGame() {
  const { t } = useTranslation();
  const format = useGameFormat();
  const token = useToken();
  const queryClient = useQueryClient();
  const applyResult = useApplyBetResult();
  const keys = useRequestKeys();
  const feed = useCrashFeed();
  const { state, tick } = feed;
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [autoText, setAutoText] = useState('');
  const [myBet, setMyBet] = useState<MyBet | null>(null);
  const [queued, setQueued] = useState(false);
  const [action, setAction] = useState<'bet' | 'cashout' | null>(null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stakeState = useStake(stake);
  const auto = parseAutoCashout(autoText);

  const phase = state?.phase ?? null;
  const roundNumber = state?.roundNumber ?? 0;
  const liveHundredths =
    phase === 'CRASHED'
      ? (state?.crashPointHundredths ?? 100)
      : tick && tick.roundNumber === roundNumber
        ? tick.hundredths
        : 100;
  const inRound = myBet !== null && myBet.roundNumber === roundNumber;
  const autoHit =
    inRound &&
    myBet.auto !== null &&
    ((phase === 'RUNNING' && liveHundredths >= myBet.auto) ||
      (phase === 'CRASHED' && (state?.crashPointHundredths ?? 0) >= myBet.auto));
  const cashedAt = inRound ? (myBet.cashedOutAt ?? (autoHit ? myBet.auto : null)) : null;
  const isLost = inRound && phase === 'CRASHED' && cashedAt === null;
  const canCashOut = inRound && phase === 'RUNNING' && cashedAt === null;
  const liveWin = inRound ? payoutFor(myBet.stake, liveHundredths * 100) : null;
  const startsAtLocal = state ? Date.parse(state.startsAt) - feed.offsetMs : null;

  async function bet(fromQueue = false) {
    if (fromQueue) setQueued(false);
    setTouched(true);
    if (stakeState.problem || auto === 'invalid') return;
    setAction('bet');
    setError(null);
    const body = { stake: wireStake(stake), auto: auto ?? undefined, round: roundNumber };
    try {
      const result = await placeCrashBet(body.stake, body.auto, keys.idFor(body));
      keys.settle();
      applyResult(result);
      setMyBet({
        roundNumber: result.round.nonce || roundNumber,
        stake: result.round.stake,
        auto: auto,
        cashedOutAt: null,
        payout: null,
      });
    } catch (caught) {
      keys.settle(caught);
      setError(errorText(caught, t));
    } finally {
      setAction(null);
    }
  }

  async function cashout() {
    if (!myBet) return;
    setAction('cashout');
    setError(null);
    try {
      const result: InhouseBetResult = await cashoutCrash(myBet.roundNumber);
      applyResult(result);
      const at = num(result.round.outcome, 'cashOutHundredths');
      setMyBet({ ...myBet, cashedOutAt: at ?? liveHundredths, payout: result.round.payout });
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setAction(null);
    }
  }

  // A queued bet goes in as soon as the next round opens for bets.
  const betRef = useRef(bet);
  useEffect(() => {
    betRef.current = bet;
  });
  useEffect(() => {
    if (!queued || phase !== 'BETTING' || inRound) return;
    void betRef.current(true);
  }, [queued, phase, roundNumber, inRound]);

  // When a round we played ends, the server has settled it: refresh balance and history.
  const settledRound = useRef<number | null>(null);
  useEffect(() => {
    if (phase !== 'CRASHED' || !myBet || myBet.roundNumber !== roundNumber) return;
    if (settledRound.current === roundNumber) return;
    settledRound.current = roundNumber;
    void queryClient.invalidateQueries({ queryKey: balanceKey(token) });
    void queryClient.invalidateQueries({ queryKey: inhouseKey(token, 'rounds') });
  }, [phase, roundNumber, myBet, queryClient, token]);

  let button: ReactNode;
  if (!state) {
    button = <PlayButton disabled>{t('inhouse.crash.connecting')}</PlayButton>;
  } else if (canCashOut) {
    button = (
      <PlayButton
        isCashout
        onClick={() => void cashout()}
        disabled={action !== null}
        isBusy={action === 'cashout'}
        testId="crash-cashout"
      >
        {t('inhouse.crash.cashout', {
          amount: `${stakeState.symbol} ${format.money(liveWin ?? '0.00')}`,
        })}
      </PlayButton>
    );
  } else if (inRound && phase === 'BETTING') {
    button = <PlayButton disabled>{t('inhouse.crash.placed')}</PlayButton>;
  } else if (phase === 'BETTING') {
    button = (
      <PlayButton onClick={() => void bet()} disabled={action !== null} isBusy={action === 'bet'}>
        {t('inhouse.bet')}
      </PlayButton>
    );
  } else {
    button = (
      <PlayButton
        className={queued && styles.queued}
        onClick={() => {
          setTouched(true);
          if (!queued && (stakeState.problem || auto === 'invalid')) return;
          setQueued((q) => !q);
        }}
      >
        {queued ? t('inhouse.crash.cancelQueued') : t('inhouse.crash.betNext')}
      </PlayButton>
    );
  }

  const stage = (
    <div className={styles.stage}>
      <History state={state} revealed={feed.revealed} />
      <CrashChart
        phase={phase}
        tick={tick && tick.roundNumber === roundNumber ? tick : null}
        crashPoint={state?.crashPointHundredths ?? null}
        startsAtLocal={startsAtLocal}
        cashedOutAt={cashedAt}
      />
      <div className={styles.stageFoot}>
        <span>
          {state ? t('inhouse.crash.round', { n: format.digits(String(roundNumber)) }) : ''}
        </span>
        {feed.connection === 'retrying' && (
          <span className={styles.offline} role="status">
            {t('inhouse.crash.reconnecting')}
          </span>
        )}
      </div>
    </div>
  );

  const autoInvalid = touched && auto === 'invalid';
  const panel = (
    <>
      <StakeField
        value={stake}
        onChange={setStake}
        disabled={action !== null || (inRound && phase !== 'CRASHED')}
        showProblem={touched}
      />
      <div className={controls.field}>
        <label className={controls.label} htmlFor="crash-auto">
          {t('inhouse.crash.auto')}
        </label>
        <div className={controls.suffixRow}>
          <input
            id="crash-auto"
            className={controls.input}
            inputMode="decimal"
            placeholder={t('inhouse.crash.autoPlaceholder')}
            value={autoText}
            disabled={action !== null || (inRound && phase !== 'CRASHED')}
            onChange={(event) => setAutoText(event.target.value)}
            aria-invalid={autoInvalid ? true : undefined}
            data-testid="crash-auto"
          />
          <span className={controls.suffix}>×</span>
        </div>
        <p className={autoInvalid ? controls.fieldError : controls.hint}>
          {t('inhouse.crash.autoRule')}
        </p>
      </div>
      {button}
      <p
        className={cx(styles.myStatus, cashedAt !== null && styles.myWin, isLost && styles.myLoss)}
        role="status"
        data-testid="crash-my-status"
      >
        {inRound && cashedAt !== null
          ? t('inhouse.crash.cashedOut', {
              multiplier: format.hundredths(cashedAt),
              amount: `${stakeState.symbol} ${format.money(
                myBet.payout ?? payoutFor(myBet.stake, cashedAt * 100) ?? '0.00',
              )}`,
            })
          : isLost
            ? t('inhouse.crash.lost')
            : inRound
              ? t('inhouse.crash.inRound', {
                  amount: `${stakeState.symbol} ${format.money(myBet.stake)}`,
                })
              : queued
                ? t('inhouse.crash.queued')
                : ''}
      </p>
    </>
  );

  return (
    <GameShell
      game="crash"
      stage={stage}
      controls={panel}
      below={<Players state={state} />}
      fairness={<CrashFairness feed={feed} />}
      error={error ?? (feed.loadError && !state ? errorText(feed.loadError, t) : null)}
      onDismissError={error ? () => setError(null) : undefined}
    />
  );
}

function History({ state, revealed }: { state: CrashState | null; revealed: CrashReveal[] }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const history = state?.history ?? [];
  return (
    <ol
      className={styles.history}
      aria-label={t('inhouse.crash.history')}
      data-testid="crash-history"
    >
      {history.slice(0, 14).map((item) => {
        const reveal = revealed.find((r) => r.roundNumber === item.roundNumber);
        const text = format.hundredths(item.crashPointHundredths);
        return (
          <li key={item.roundNumber} className={styles[chipTone(item.crashPointHundredths)]}>
            {reveal ? (
              <Link
                to={crashVerifyHref(reveal)}
                title={t('inhouse.crash.verifyRound', { n: item.roundNumber })}
              >
                {text}
              </Link>
            ) : (
              <span>{text}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Players({ state }: { state: CrashState | null }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const bets = state?.bets ?? [];
  const total = bets.reduce((sum, b) => sum + (toMinor(b.stake) ?? 0n), 0n);
  return (
    <section
      className={cx(common.card, styles.players)}
      aria-labelledby="crash-players-title"
      data-testid="crash-players"
    >
      <header className={styles.playersHead}>
        <h2 id="crash-players-title">{t('inhouse.crash.players')}</h2>
        <span>
          {t('inhouse.crash.playersSummary', {
            count: bets.length,
            countText: format.digits(String(bets.length)),
            amount: format.money(formatAmount(total)),
          })}
        </span>
      </header>
      {bets.length === 0 ? (
        <p className={styles.noPlayers}>{t('inhouse.crash.noPlayers')}</p>
      ) : (
        <table className={styles.playersTable}>
          <thead>
            <tr>
              <th scope="col">{t('inhouse.crash.player')}</th>
              <th scope="col">{t('inhouse.bets.stake')}</th>
              <th scope="col">{t('inhouse.crash.cashoutAt')}</th>
              <th scope="col">{t('inhouse.bets.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.slice(0, 50).map((b, i) => (
              <tr key={`${b.player}-${i}`} className={cx(b.cashedOutAt && styles.cashedRow)}>
                <td>{b.player}</td>
                <td>{format.money(b.stake)}</td>
                <td>{b.cashedOutAt ? format.multiplier(b.cashedOutAt) : '—'}</td>
                <td>{b.payout ? format.money(b.payout) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Crash rounds come from a hash chain, not from the player's seed pair. */
function CrashFairness({ feed }: { feed: CrashFeed }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const state = feed.state;
  return (
    <div className={fairness.panel} data-testid="crash-fairness">
      <p className={fairness.intro}>{t('inhouse.crash.fair.intro')}</p>
      <div className={fairness.grid}>
        <div className={fairness.block}>
          <h3 className={fairness.heading}>
            {t('inhouse.crash.round', { n: format.digits(String(state?.roundNumber ?? 0)) })}
          </h3>
          {state && (
            <>
              <div className={fairness.seedLine}>
                <span className={fairness.seedLabel}>{t('inhouse.crash.fair.seedHash')}</span>
                <div className={fairness.seedValueRow}>
                  <code className={fairness.seedValue}>{state.seedHash}</code>
                  <CopyButton text={state.seedHash} label={t('inhouse.crash.fair.seedHash')} />
                </div>
              </div>
              <div className={fairness.seedLine}>
                <span className={fairness.seedLabel}>{t('inhouse.crash.fair.salt')}</span>
                <div className={fairness.seedValueRow}>
                  <code className={fairness.seedValue}>{state.salt}</code>
                </div>
              </div>
            </>
          )}
        </div>
        <div className={fairness.block}>
          <h3 className={fairness.heading}>{t('inhouse.crash.fair.revealed')}</h3>
          {feed.revealed.length === 0 ? (
            <p className={fairness.meta}>{t('inhouse.crash.fair.noneYet')}</p>
          ) : (
            <ul className={styles.revealList}>
              {feed.revealed.slice(0, 6).map((r) => (
                <li key={r.roundNumber}>
                  <span>
                    {t('inhouse.crash.round', { n: format.digits(String(r.roundNumber)) })}
                  </span>
                  <strong>{format.hundredths(r.crashPointHundredths)}</strong>
                  <Link
                    className={fairness.link}
                    to={crashVerifyHref(r)}
                    data-testid="crash-verify-link"
                  >
                    {t('inhouse.bets.verify')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className={fairness.footer}>
        <Link className={fairness.link} to={`${VERIFY_PATH}?mode=crash`}>
          {t('inhouse.fair.openVerifier')} →
        </Link>
      </p>
    </div>
  );
}
