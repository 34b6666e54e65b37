import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, roundMessage } from '@portal/fair';
import { cx } from '../../../lib/cx.ts';
import { useGameFormat } from '../format.ts';
import { GAME_NAMES } from '../rounds.ts';
import { checkBet, type BetForm } from '../verify-checks.ts';
import { GameGlyph } from './game-glyph.tsx';
import { OutcomeSummary } from './outcome-summary.tsx';
import { CheckMark, CheckRow, Field, formControls, VerifierLayout } from './verify-form.tsx';
import controls from './controls.module.css';
import styles from './verify.module.css';

const PLINKO_ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
  String(i + PLINKO_MIN_ROWS),
);

/** Recomputes one bet of an instant game from its seeds and params, and compares the claim. */
export function BetVerifier({ initial }: { initial: BetForm }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const [form, setForm] = useState(initial);
  const check = useMemo(() => checkBet(form), [form]);
  const { text, select, update } = formControls(form, setForm);

  const fields = (
    <>
      <Field label={t('inhouse.verify.game')}>
        {select(
          'game',
          'verify-game',
          GAME_NAMES.map((g) => ({ value: g, label: t(`inhouse.games.${g}`) })),
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
            {select('direction', 'verify-direction', [
              { value: 'under', label: t('inhouse.dice.rollUnder') },
              { value: 'over', label: t('inhouse.dice.rollOver') },
            ])}
          </Field>
          <Field label={t('inhouse.verify.target')}>{text('target', 'verify-target', false)}</Field>
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
            {select(
              'rows',
              'verify-rows',
              PLINKO_ROWS.map((rows) => ({ value: rows, label: rows })),
            )}
          </Field>
          <Field label={t('inhouse.plinko.risk')}>
            {select(
              'risk',
              'verify-risk',
              (['low', 'medium', 'high'] as const).map((risk) => ({
                value: risk,
                label: t(`inhouse.plinko.risks.${risk}`),
              })),
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
            onChange={(event) => update('claimed', event.target.value)}
            data-testid="verify-claimed"
          />
        )}
      </Field>
    </>
  );

  const checks = (
    <>
      <CheckRow label={t('inhouse.verify.computedHash')} mono testId="verify-computed-hash">
        {check.hash ?? '—'}
      </CheckRow>
      <CheckRow label={t('inhouse.verify.hashCheck')}>
        <CheckMark ok={check.hashOk} />
      </CheckRow>
      {check.firstHmac && (
        <CheckRow
          label={t('inhouse.verify.hmac', {
            message: roundMessage(form.clientSeed, Number(form.nonce), 0),
          })}
          mono
        >
          {check.firstHmac}
        </CheckRow>
      )}
      {check.firstFloat !== null && (
        <CheckRow label={t('inhouse.verify.firstFloat')} mono>
          {format.digits(String(check.firstFloat))}
        </CheckRow>
      )}
    </>
  );

  return (
    <VerifierLayout fields={fields} check={check} checks={checks}>
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
    </VerifierLayout>
  );
}
