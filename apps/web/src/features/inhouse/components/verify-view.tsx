import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Round } from '@portal/contracts/inhouse';
import {
  bytesToFloat,
  crashPoint,
  FairParamError,
  formatHundredths,
  isValidServerSeed,
  nobleHmacSha256,
  nobleSha256Hex,
  parseHundredths,
  playRound,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  roundBytes,
  roundMessage,
  verifyRound,
  type GameKind,
  type GameResult,
  type SlotResult,
  type SlotSymbol,
} from '@portal/fair';
import { Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import '../../../lib/i18n/inhouse.ts';
import { getPublicRound } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { GAME_NAMES, isGameName, paramsFromOutcome } from '../rounds.ts';
import { GameGlyph } from './game-glyph.tsx';
import { SlotSymbolArt, SlotSymbolDefs } from './slot-symbols.tsx';
import controls from './controls.module.css';
import styles from './verify.module.css';

type Mode = 'bet' | 'crash';

/** What the bet form holds; every field is text as typed. */
export interface BetForm {
  game: GameKind;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  direction: 'over' | 'under';
  target: string;
  rows: string;
  risk: 'low' | 'medium' | 'high';
  mines: string;
  picks: string;
  cashOut: string;
  /** The result the server published, as JSON; empty to only compute. */
  claimed: string;
}

export interface CrashForm {
  seed: string;
  seedHash: string;
  salt: string;
  roundNumber: string;
  crashPoint: string;
}

const EMPTY_BET: BetForm = {
  game: 'dice',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  direction: 'under',
  target: '50.00',
  rows: '16',
  risk: 'medium',
  mines: '3',
  picks: '',
  cashOut: '2.00',
  claimed: '',
};

const rec = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Fills the form from a game's params (as published in a round or a link). */
export function formFromParams(game: string, params: unknown, base: BetForm): BetForm {
  const p = rec(params);
  const hundredths = (v: unknown, fallback: string) =>
    typeof v === 'number' && Number.isSafeInteger(v) ? formatHundredths(v) : fallback;
  const form: BetForm = { ...base, game: isGameName(game) ? game : base.game };
  switch (game) {
    case 'dice':
      return {
        ...form,
        direction: p.direction === 'over' ? 'over' : 'under',
        target: hundredths(p.targetHundredths, base.target),
      };
    case 'limbo':
      return { ...form, target: hundredths(p.targetHundredths, base.target) };
    case 'plinko':
      return {
        ...form,
        rows: typeof p.rows === 'number' ? String(p.rows) : base.rows,
        risk: p.risk === 'low' || p.risk === 'high' ? p.risk : 'medium',
      };
    case 'mines':
      return {
        ...form,
        mines: typeof p.mines === 'number' ? String(p.mines) : base.mines,
        picks: Array.isArray(p.picks) ? p.picks.join(', ') : base.picks,
      };
    case 'crash':
      return { ...form, cashOut: hundredths(p.cashOutHundredths, base.cashOut) };
    default:
      return form;
  }
}

/** The params object the form describes (numbers parsed without floats); throws on bad text. */
export function paramsFromForm(form: BetForm): unknown {
  switch (form.game) {
    case 'dice':
      return { direction: form.direction, targetHundredths: parseHundredths(form.target) };
    case 'limbo':
      return { targetHundredths: parseHundredths(form.target) };
    case 'plinko':
      return { rows: Number(form.rows), risk: form.risk };
    case 'mines':
      return {
        mines: Number(form.mines),
        picks: form.picks
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((cell) => (/^\d+$/.test(cell) ? Number(cell) : NaN)),
      };
    case 'slot':
      return {};
    case 'crash':
      return { cashOutHundredths: parseHundredths(form.cashOut) };
  }
}

type Verdict = 'match' | 'mismatch' | 'computed' | 'incomplete';

interface BetCheck {
  verdict: Verdict;
  hash: string | null;
  hashOk: boolean | null;
  recomputed: GameResult | null;
  problem: string | null;
  firstHmac: string | null;
  firstFloat: number | null;
}

/** Recomputes the round in the browser and compares it with the claim. */
export function checkBet(form: BetForm): BetCheck {
  const empty = { recomputed: null, firstHmac: null, firstFloat: null };
  if (!form.serverSeed.trim()) {
    return { ...empty, verdict: 'incomplete', hash: null, hashOk: null, problem: 'noSeed' };
  }
  const serverSeed = form.serverSeed.trim();
  if (!isValidServerSeed(serverSeed)) {
    return { ...empty, verdict: 'mismatch', hash: null, hashOk: null, problem: 'seedFormat' };
  }
  const hash = nobleSha256Hex(serverSeed);
  const hashOk = form.serverSeedHash.trim() ? hash === form.serverSeedHash.trim() : null;
  const nonce = /^\d+$/.test(form.nonce.trim()) ? Number(form.nonce.trim()) : NaN;
  let params: unknown;
  try {
    params = paramsFromForm(form);
  } catch {
    return { ...empty, verdict: 'mismatch', hash, hashOk, problem: 'params' };
  }
  let recomputed: GameResult;
  let firstHmac: string;
  let firstFloat: number;
  try {
    recomputed = playRound({
      game: form.game,
      serverSeed,
      clientSeed: form.clientSeed,
      nonce,
      params: params as never,
    });
    const bytes = roundBytes(
      nobleHmacSha256,
      { serverSeed, clientSeed: form.clientSeed, nonce },
      0,
    );
    firstHmac = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    firstFloat = bytesToFloat(bytes, 0);
  } catch (error) {
    const code = error instanceof FairParamError ? error.code : 'FAIR_PARAM_INVALID';
    const problem =
      code === 'FAIR_CLIENT_SEED_INVALID'
        ? 'clientSeed'
        : code === 'FAIR_NONCE_INVALID'
          ? 'nonce'
          : 'params';
    return { ...empty, verdict: 'mismatch', hash, hashOk, problem };
  }
  const base = { hash, hashOk, recomputed, firstHmac, firstFloat };
  if (hashOk === false) return { ...base, verdict: 'mismatch', problem: 'hash' };
  if (!form.claimed.trim()) {
    return {
      ...base,
      verdict: hashOk ? 'computed' : 'incomplete',
      problem: hashOk ? null : 'noHash',
    };
  }
  let claimed: unknown;
  try {
    claimed = JSON.parse(form.claimed);
  } catch {
    return { ...base, verdict: 'mismatch', problem: 'claimedJson' };
  }
  const outcome = verifyRound({
    game: form.game,
    serverSeed,
    serverSeedHash: form.serverSeedHash.trim() || hash,
    clientSeed: form.clientSeed,
    nonce,
    params,
    result: claimed,
  });
  if (outcome.ok && hashOk) return { ...base, verdict: 'match', problem: null };
  if (outcome.ok) return { ...base, verdict: 'incomplete', problem: 'noHash' };
  return { ...base, verdict: 'mismatch', problem: 'result' };
}

/** Checks a crash round: the seed is the chain element before the previous one, and its point. */
export function checkCrash(form: CrashForm) {
  const seed = form.seed.trim();
  if (!seed) {
    return { verdict: 'incomplete' as Verdict, linkOk: null, point: null, problem: 'noSeed' };
  }
  if (!isValidServerSeed(seed)) {
    return { verdict: 'mismatch' as Verdict, linkOk: null, point: null, problem: 'seedFormat' };
  }
  const linkOk = form.seedHash.trim() ? nobleSha256Hex(seed) === form.seedHash.trim() : null;
  const round = /^\d+$/.test(form.roundNumber.trim()) ? Number(form.roundNumber.trim()) : NaN;
  let point: number;
  try {
    if (!(round >= 1)) throw new FairParamError('FAIR_NONCE_INVALID', 'round');
    point = crashPoint(nobleHmacSha256, seed, form.salt, round);
  } catch {
    return { verdict: 'mismatch' as Verdict, linkOk, point: null, problem: 'params' };
  }
  if (linkOk === false) return { verdict: 'mismatch' as Verdict, linkOk, point, problem: 'link' };
  let claimed: number | null;
  try {
    claimed = form.crashPoint.trim() ? parseHundredths(form.crashPoint) : null;
  } catch {
    return { verdict: 'mismatch' as Verdict, linkOk, point, problem: 'claimedPoint' };
  }
  if (claimed !== null && claimed !== point) {
    return { verdict: 'mismatch' as Verdict, linkOk, point, problem: 'point' };
  }
  if (linkOk && claimed !== null) {
    return { verdict: 'match' as Verdict, linkOk, point, problem: null };
  }
  return { verdict: 'computed' as Verdict, linkOk, point, problem: linkOk ? null : 'noHash' };
}

function betFormFromSearch(search: URLSearchParams): BetForm {
  const game = search.get('game') ?? 'dice';
  const parse = (text: string | null) => {
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const base: BetForm = {
    ...EMPTY_BET,
    serverSeed: search.get('serverSeed') ?? '',
    serverSeedHash: search.get('serverSeedHash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    claimed: search.get('result') ?? '',
  };
  const params =
    parse(search.get('params')) ?? paramsFromOutcome(game, rec(parse(search.get('result'))));
  return formFromParams(game, params, base);
}

function betFormFromRound(round: Round): BetForm {
  return formFromParams(round.game, paramsFromOutcome(round.game, round.outcome), {
    ...EMPTY_BET,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    claimed: JSON.stringify(round.outcome),
  });
}

/** /bgs/verify: recompute any revealed round in the browser with the engine the server uses. */
export function VerifyView() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const roundId = Number(search.get('roundId'));
  const hasRound = Number.isSafeInteger(roundId) && roundId > 0;
  const [mode, setMode] = useState<Mode>(search.get('mode') === 'crash' ? 'crash' : 'bet');
  const round = useQuery({
    queryKey: ['inhouse', 'public-round', roundId],
    queryFn: ({ signal }) => getPublicRound(roundId, signal),
    enabled: hasRound,
    retry: false,
  });

  return (
    <section className={styles.page} data-testid="bgs-verify-page">
      <SlotSymbolDefs />
      <header className={styles.head}>
        <Link to="/bgs" className={styles.back} aria-label={t('inhouse.backToGames')}>
          ‹
        </Link>
        <div>
          <h1 className={styles.title}>{t('inhouse.verify.title')}</h1>
          <p className={styles.lead}>{t('inhouse.verify.lead')}</p>
        </div>
      </header>
      <Tabs<Mode>
        label={t('inhouse.verify.modeLabel')}
        idBase="bgs-verify"
        value={mode}
        onChange={setMode}
        items={[
          { id: 'bet', label: t('inhouse.verify.modes.bet') },
          { id: 'crash', label: t('inhouse.verify.modes.crash') },
        ]}
        className={styles.tabs}
      />
      <div {...tabPanelProps('bgs-verify', mode)}>
        {mode === 'crash' ? (
          <CrashVerifier
            initial={{
              seed: search.get('seed') ?? '',
              seedHash: search.get('seedHash') ?? '',
              salt: search.get('salt') ?? '',
              roundNumber: search.get('roundNumber') ?? '1',
              crashPoint: search.get('crashPoint')
                ? formatHundredths(Number(search.get('crashPoint')) || 0)
                : '',
            }}
          />
        ) : hasRound && round.isPending ? (
          <Loading />
        ) : hasRound && round.isError ? (
          <Notice tone="danger" testId="verify-round-error">
            {errorText(round.error, t)}
          </Notice>
        ) : (
          <>
            {round.data && (
              <div className={styles.loaded}>
                <Notice
                  tone={round.data.serverSeed ? 'info' : 'warning'}
                  testId="verify-round-loaded"
                >
                  {round.data.serverSeed
                    ? t('inhouse.verify.loaded', { id: round.data.roundId })
                    : t('inhouse.verify.notRevealed', { id: round.data.roundId })}
                </Notice>
              </div>
            )}
            <BetVerifier
              key={round.data ? `round-${round.data.roundId}` : search.toString()}
              initial={round.data ? betFormFromRound(round.data) : betFormFromSearch(search)}
            />
          </>
        )}
      </div>
    </section>
  );
}

function Field({
  label,
  children,
  hint,
  wide,
}: {
  label: string;
  children: (id: string) => ReactNode;
  hint?: string;
  wide?: boolean;
}) {
  const id = `verify-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className={cx(controls.field, wide && styles.wide)}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint && <p className={controls.hint}>{hint}</p>}
    </div>
  );
}

function BetVerifier({ initial }: { initial: BetForm }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const [form, setForm] = useState(initial);
  const check = useMemo(() => checkBet(form), [form]);
  const set =
    <K extends keyof BetForm>(key: K) =>
    (value: BetForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const text =
    (key: keyof BetForm, testId: string, mono = true) =>
    (id: string) => (
      <input
        id={id}
        className={cx(controls.input, mono && styles.mono)}
        value={form[key]}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
        data-testid={testId}
      />
    );

  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={(event) => event.preventDefault()} noValidate>
        <div className={styles.fields}>
          <Field label={t('inhouse.verify.game')}>
            {(id) => (
              <select
                id={id}
                className={controls.select}
                value={form.game}
                onChange={(event) => set('game')(event.target.value as GameKind)}
                data-testid="verify-game"
              >
                {GAME_NAMES.map((g) => (
                  <option key={g} value={g}>
                    {t(`inhouse.games.${g}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('inhouse.verify.nonce')}>{text('nonce', 'verify-nonce')}</Field>
          <Field label={t('inhouse.fair.serverSeed')} wide>
            {text('serverSeed', 'verify-server-seed')}
          </Field>
          <Field label={t('inhouse.fair.serverSeedHash')} wide>
            {text('serverSeedHash', 'verify-server-seed-hash')}
          </Field>
          <Field label={t('inhouse.fair.clientSeed')} wide>
            {text('clientSeed', 'verify-client-seed')}
          </Field>
          {form.game === 'dice' && (
            <>
              <Field label={t('inhouse.dice.direction')}>
                {(id) => (
                  <select
                    id={id}
                    className={controls.select}
                    value={form.direction}
                    onChange={(event) => set('direction')(event.target.value as 'over' | 'under')}
                    data-testid="verify-direction"
                  >
                    <option value="under">{t('inhouse.dice.rollUnder')}</option>
                    <option value="over">{t('inhouse.dice.rollOver')}</option>
                  </select>
                )}
              </Field>
              <Field label={t('inhouse.verify.target')}>
                {text('target', 'verify-target', false)}
              </Field>
            </>
          )}
          {form.game === 'limbo' && (
            <Field label={t('inhouse.limbo.targetMultiplier')}>
              {text('target', 'verify-target', false)}
            </Field>
          )}
          {form.game === 'plinko' && (
            <>
              <Field label={t('inhouse.plinko.rows')}>
                {(id) => (
                  <select
                    id={id}
                    className={controls.select}
                    value={form.rows}
                    onChange={(event) => set('rows')(event.target.value)}
                    data-testid="verify-rows"
                  >
                    {Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => (
                      <option key={i} value={String(i + PLINKO_MIN_ROWS)}>
                        {i + PLINKO_MIN_ROWS}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('inhouse.plinko.risk')}>
                {(id) => (
                  <select
                    id={id}
                    className={controls.select}
                    value={form.risk}
                    onChange={(event) => set('risk')(event.target.value as BetForm['risk'])}
                    data-testid="verify-risk"
                  >
                    <option value="low">{t('inhouse.plinko.risks.low')}</option>
                    <option value="medium">{t('inhouse.plinko.risks.medium')}</option>
                    <option value="high">{t('inhouse.plinko.risks.high')}</option>
                  </select>
                )}
              </Field>
            </>
          )}
          {form.game === 'mines' && (
            <>
              <Field label={t('inhouse.mines.mines')}>{text('mines', 'verify-mines', false)}</Field>
              <Field label={t('inhouse.verify.picks')} hint={t('inhouse.verify.picksHint')}>
                {text('picks', 'verify-picks', false)}
              </Field>
            </>
          )}
          {form.game === 'crash' && (
            <Field label={t('inhouse.verify.cashOut')}>
              {text('cashOut', 'verify-cashout', false)}
            </Field>
          )}
          <Field label={t('inhouse.verify.claimed')} hint={t('inhouse.verify.claimedHint')} wide>
            {(id) => (
              <textarea
                id={id}
                className={cx(controls.input, styles.mono, styles.textarea)}
                value={form.claimed}
                spellCheck={false}
                rows={3}
                onChange={(event) => set('claimed')(event.target.value)}
                data-testid="verify-claimed"
              />
            )}
          </Field>
        </div>
      </form>

      <div className={styles.card}>
        <VerdictBanner verdict={check.verdict} problem={check.problem} />
        <dl className={styles.checks}>
          <div>
            <dt>{t('inhouse.verify.computedHash')}</dt>
            <dd className={styles.mono} data-testid="verify-computed-hash">
              {check.hash ?? '—'}
            </dd>
          </div>
          <div>
            <dt>{t('inhouse.verify.hashCheck')}</dt>
            <dd>
              <CheckMark ok={check.hashOk} />
            </dd>
          </div>
          {check.firstHmac && (
            <div>
              <dt>
                {t('inhouse.verify.hmac', {
                  message: roundMessage(form.clientSeed, Number(form.nonce), 0),
                })}
              </dt>
              <dd className={styles.mono}>{check.firstHmac}</dd>
            </div>
          )}
          {check.firstFloat !== null && (
            <div>
              <dt>{t('inhouse.verify.firstFloat')}</dt>
              <dd className={styles.mono}>{format.digits(String(check.firstFloat))}</dd>
            </div>
          )}
        </dl>
        {check.recomputed && (
          <div className={styles.outcome} data-testid="verify-outcome">
            <h3>
              <GameGlyph game={form.game} size={18} /> {t('inhouse.verify.recomputed')}
            </h3>
            <OutcomeSummary game={form.game} result={check.recomputed} />
            <details className={styles.raw}>
              <summary>{t('inhouse.verify.raw')}</summary>
              <pre>{JSON.stringify(check.recomputed, null, 1)}</pre>
            </details>
          </div>
        )}
      </div>
    </div>
  );
}

function CheckMark({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation();
  if (ok === null) return <span className={styles.unknown}>{t('inhouse.verify.notGiven')}</span>;
  return ok ? (
    <span className={styles.ok}>✓ {t('inhouse.verify.ok')}</span>
  ) : (
    <span className={styles.bad}>✗ {t('inhouse.verify.bad')}</span>
  );
}

function VerdictBanner({ verdict, problem }: { verdict: Verdict; problem: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      className={cx(styles.verdict, styles[verdict])}
      role="status"
      data-testid="verify-verdict"
      data-verdict={verdict}
    >
      <strong>{t(`inhouse.verify.verdict.${verdict}`)}</strong>
      {problem && <span>{t(`inhouse.verify.problem.${problem as 'hash'}`)}</span>}
    </div>
  );
}

function OutcomeSummary({ game, result }: { game: GameKind; result: GameResult }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const r = rec(result);
  const winText = (win: unknown) =>
    win === true ? t('inhouse.verify.win') : win === false ? t('inhouse.verify.loss') : '';
  const line = (label: string, value: string) => (
    <div className={styles.summaryLine}>
      <span>{label}</span>
      <strong>{value}</strong>
    </div>
  );
  const h = (key: string) => (typeof r[key] === 'number' ? format.hundredths(r[key]) : '—');
  const scaled = (key: string) => (typeof r[key] === 'number' ? format.scaled(r[key]) : '—');
  switch (game) {
    case 'dice':
      return (
        <div className={styles.summary}>
          {line(
            t('inhouse.verify.roll'),
            typeof r.rollHundredths === 'number'
              ? format.digits(formatHundredths(r.rollHundredths))
              : '—',
          )}
          {line(t('inhouse.verify.result'), winText(r.win))}
          {line(t('inhouse.dice.multiplier'), scaled('multiplierScaled'))}
        </div>
      );
    case 'limbo':
      return (
        <div className={styles.summary}>
          {line(t('inhouse.verify.drawn'), h('resultHundredths'))}
          {line(t('inhouse.verify.result'), winText(r.win))}
        </div>
      );
    case 'crash':
      return (
        <div className={styles.summary}>
          {line(t('inhouse.verify.crashPoint'), h('crashPointHundredths'))}
          {line(t('inhouse.verify.result'), winText(r.win))}
        </div>
      );
    case 'plinko':
      return (
        <div className={styles.summary}>
          {line(
            t('inhouse.verify.path'),
            Array.isArray(r.path)
              ? r.path
                  .map((s) => (s ? t('inhouse.verify.right') : t('inhouse.verify.left')))
                  .join(' ')
              : '—',
          )}
          {line(t('inhouse.verify.slot'), format.digits(String(r.slot)))}
          {line(t('inhouse.dice.multiplier'), scaled('multiplierScaled'))}
        </div>
      );
    case 'mines': {
      const mines = Array.isArray(r.minePositions) ? (r.minePositions as number[]) : [];
      const picks = Array.isArray(r.picks) ? (r.picks as number[]) : [];
      return (
        <div className={styles.summary}>
          <div className={styles.miniGrid} aria-label={t('inhouse.mines.grid')}>
            {Array.from({ length: 25 }, (_, c) => (
              <span
                key={c}
                className={cx(
                  mines.includes(c) && styles.miniMine,
                  picks.includes(c) && styles.miniPick,
                )}
              >
                {format.digits(String(c))}
              </span>
            ))}
          </div>
          {line(t('inhouse.verify.minesAt'), format.digits(mines.join(', ')))}
          {line(
            t('inhouse.verify.result'),
            r.hitIndex === null ? t('inhouse.verify.win') : t('inhouse.verify.loss'),
          )}
        </div>
      );
    }
    case 'slot': {
      const slot = result as SlotResult;
      return (
        <div className={styles.summary}>
          <div className={styles.miniReels}>
            {slot.window.map((column, reel) => (
              <div key={reel}>
                {column.map((symbol, row) => (
                  <SlotSymbolArt
                    key={row}
                    symbol={symbol as SlotSymbol}
                    wildLabel={t('inhouse.slot.wildMark')}
                  />
                ))}
              </div>
            ))}
          </div>
          {line(t('inhouse.verify.stops'), format.digits(slot.stops.join(', ')))}
          {line(t('inhouse.dice.multiplier'), scaled('multiplierScaled'))}
        </div>
      );
    }
  }
}

function CrashVerifier({ initial }: { initial: CrashForm }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const [form, setForm] = useState(initial);
  const check = useMemo(() => checkCrash(form), [form]);
  const input =
    (key: keyof CrashForm, testId: string, mono = true) =>
    (id: string) => (
      <input
        id={id}
        className={cx(controls.input, mono && styles.mono)}
        value={form[key]}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
        data-testid={testId}
      />
    );
  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={(event) => event.preventDefault()} noValidate>
        <p className={styles.lead}>{t('inhouse.verify.crashLead')}</p>
        <div className={styles.fields}>
          <Field label={t('inhouse.verify.roundNumber')}>
            {input('roundNumber', 'verify-crash-round', false)}
          </Field>
          <Field label={t('inhouse.verify.claimedPoint')}>
            {input('crashPoint', 'verify-crash-point', false)}
          </Field>
          <Field label={t('inhouse.verify.roundSeed')} wide>
            {input('seed', 'verify-crash-seed')}
          </Field>
          <Field label={t('inhouse.verify.previousHash')} wide>
            {input('seedHash', 'verify-crash-hash')}
          </Field>
          <Field label={t('inhouse.crash.fair.salt')} wide>
            {input('salt', 'verify-crash-salt')}
          </Field>
        </div>
      </form>
      <div className={styles.card}>
        <VerdictBanner verdict={check.verdict} problem={check.problem} />
        <dl className={styles.checks}>
          <div>
            <dt>{t('inhouse.verify.linkCheck')}</dt>
            <dd>
              <CheckMark ok={check.linkOk} />
            </dd>
          </div>
          <div>
            <dt>{t('inhouse.verify.crashPoint')}</dt>
            <dd data-testid="verify-crash-computed">
              {check.point === null ? '—' : format.hundredths(check.point)}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
