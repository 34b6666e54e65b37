import { useState } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isValidClientSeed, randomClientSeed } from '@portal/fair';
import type { Seeds } from '@portal/contracts/inhouse';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Loading } from '../../../components/ui/load-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { inhouseKey, rotateSeeds, useSeeds, useToken } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { VERIFY_PATH, verifyHref, type GameName } from '../rounds.ts';
import styles from './fairness.module.css';
import controls from './controls.module.css';

/** Whether a client seed may be sent: 1–64 printable ASCII characters without ':'. */
export function clientSeedProblem(seed: string): 'empty' | 'long' | 'colon' | 'chars' | null {
  if (seed.length === 0) return 'empty';
  if (seed.length > 64) return 'long';
  if (seed.includes(':')) return 'colon';
  return isValidClientSeed(seed) ? null : 'chars';
}

/** The player's seed pair: active hash, client seed (change = rotate), nonce, last revealed pair. */
export function FairnessPanel({ game }: { game: GameName }) {
  const { t } = useTranslation();
  const format = useGameFormat();
  const token = useToken();
  const queryClient = useQueryClient();
  const seeds = useSeeds();
  const [draft, setDraft] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);

  const rotate = useMutation({
    mutationFn: (clientSeed: string) => rotateSeeds(clientSeed),
    onSuccess: (next) => {
      queryClient.setQueryData<Seeds>(inhouseKey(token, 'seeds'), next);
      // Rounds of the old pair now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: inhouseKey(token, 'rounds') });
      setDraft(null);
      setTouched(false);
      setDone(true);
    },
  });

  if (seeds.isPending) return <Loading />;
  if (seeds.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(seeds.error, t)}
      </p>
    );
  }

  const { current, previous } = seeds.data;
  const value = draft ?? current.clientSeed;
  const problem = clientSeedProblem(value);
  const showProblem = touched && problem !== null;

  function submit() {
    setTouched(true);
    setDone(false);
    if (clientSeedProblem(value) !== null) return;
    rotate.mutate(value);
  }

  return (
    <div className={styles.panel} data-testid="bgs-fairness">
      <p className={styles.intro}>{t('inhouse.fair.intro')}</p>

      <div className={styles.grid}>
        <div className={styles.block}>
          <h3 className={styles.heading}>{t('inhouse.fair.active')}</h3>
          <SeedLine
            label={t('inhouse.fair.serverSeedHash')}
            value={current.serverSeedHash}
            testId="bgs-seed-hash"
          />
          <form
            className={styles.seedForm}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            noValidate
          >
            <label className={controls.label} htmlFor={`bgs-client-seed-${game}`}>
              {t('inhouse.fair.clientSeed')}
            </label>
            <div className={styles.seedRow}>
              <input
                id={`bgs-client-seed-${game}`}
                className={controls.input}
                value={value}
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setTouched(true);
                  setDone(false);
                }}
                aria-invalid={showProblem ? true : undefined}
                aria-describedby={`bgs-client-seed-${game}-rule`}
                data-testid="bgs-client-seed"
              />
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => {
                  setDraft(randomClientSeed());
                  setTouched(true);
                  setDone(false);
                }}
                data-testid="bgs-client-seed-random"
              >
                {t('inhouse.fair.random')}
              </button>
            </div>
            <p
              id={`bgs-client-seed-${game}-rule`}
              className={showProblem ? controls.fieldError : controls.hint}
              role={showProblem ? 'alert' : undefined}
              data-testid="bgs-client-seed-rule"
            >
              {showProblem ? t(`inhouse.fair.seedProblem.${problem}`) : t('inhouse.fair.seedRule')}
            </p>
            <div className={styles.nonceRow}>
              <span>
                {t('inhouse.fair.nonce')}{' '}
                <strong data-testid="bgs-nonce">{format.digits(String(current.nonce))}</strong>
              </span>
              <button
                type="submit"
                className={controls.secondary}
                disabled={rotate.isPending}
                data-testid="bgs-rotate"
              >
                {rotate.isPending && <span className={controls.spinner} aria-hidden="true" />}
                {t('inhouse.fair.rotate')}
              </button>
            </div>
            {rotate.isError && (
              <p className={controls.fieldError} role="alert" data-testid="bgs-rotate-error">
                {errorText(rotate.error, t)}
              </p>
            )}
            {done && (
              <p className={styles.done} role="status" data-testid="bgs-rotated">
                {t('inhouse.fair.rotated')}
              </p>
            )}
          </form>
        </div>

        <div className={styles.block} data-testid="bgs-previous-seed">
          <h3 className={styles.heading}>{t('inhouse.fair.previous')}</h3>
          {previous ? (
            <>
              <SeedLine
                label={t('inhouse.fair.serverSeed')}
                value={previous.serverSeed}
                testId="bgs-previous-server-seed"
              />
              <SeedLine label={t('inhouse.fair.serverSeedHash')} value={previous.serverSeedHash} />
              <SeedLine label={t('inhouse.fair.clientSeed')} value={previous.clientSeed} />
              <p className={styles.meta}>
                {t('inhouse.fair.previousBets', { count: previous.nonces })}
              </p>
              {previous.nonces > 0 && (
                <Link
                  className={styles.link}
                  to={verifyHref({
                    game: game === 'crash' ? 'dice' : game,
                    serverSeed: previous.serverSeed,
                    serverSeedHash: previous.serverSeedHash,
                    clientSeed: previous.clientSeed,
                    nonce: previous.nonces - 1,
                  })}
                  data-testid="bgs-verify-previous"
                >
                  {t('inhouse.fair.verifyPrevious')} →
                </Link>
              )}
            </>
          ) : (
            <p className={styles.meta}>{t('inhouse.fair.noPrevious')}</p>
          )}
        </div>
      </div>

      <p className={styles.footer}>
        {t('inhouse.fair.howTo')}{' '}
        <Link className={styles.link} to={VERIFY_PATH}>
          {t('inhouse.fair.openVerifier')} →
        </Link>
      </p>
    </div>
  );
}

function SeedLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.seedLine}>
      <span className={styles.seedLabel}>{label}</span>
      <div className={styles.seedValueRow}>
        <code className={styles.seedValue} data-testid={testId}>
          {value}
        </code>
        <CopyButton text={value} label={label} />
      </div>
    </div>
  );
}
