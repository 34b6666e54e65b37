import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatSerial } from '../../../lib/format.ts';
import { Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-error.ts';
import '../../../lib/i18n/inhouse.ts';
import { getPublicRound } from '../api/inhouse-api.ts';
import { betFormFromRound, betFormFromSearch, crashFormFromSearch } from '../verify-checks.ts';
import { BetVerifier } from './bet-verifier.tsx';
import { CrashVerifier } from './crash-verifier.tsx';
import { SlotSymbolDefs } from './slot-symbols.tsx';
import common from './common.module.css';
import styles from './verify.module.css';

type Mode = 'bet' | 'crash';

/** /bgs/verify: recompute any revealed round in the browser with the engine the server uses. */
export function VerifyView() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const ref = search.get('ref') ?? '';
  const hasRound = ref !== '';
  const [mode, setMode] = useState<Mode>(search.get('mode') === 'crash' ? 'crash' : 'bet');
  const round = useQuery({
    queryKey: ['inhouse', 'public-round', ref],
    queryFn: ({ signal }) => getPublicRound(ref, signal),
    enabled: hasRound,
    retry: false,
  });

  return (
    <section className={styles.page} data-testid="bgs-verify-page">
      <SlotSymbolDefs />
      <header className={styles.head}>
        <Link to="/bgs" className={common.back} aria-label={t('inhouse.backToGames')}>
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
          <CrashVerifier initial={crashFormFromSearch(search)} />
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
                    ? t('inhouse.verify.loaded', {
                        id: formatSerial(round.data.roundId, i18n.language),
                      })
                    : t('inhouse.verify.notRevealed', {
                        id: formatSerial(round.data.roundId, i18n.language),
                      })}
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
