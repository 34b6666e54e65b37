import { useState } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Round } from '@portal/contracts/inhouse';
import { Loading } from '../../../components/ui/load-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { HISTORY_PAGE_SIZE, useRounds } from '../api/inhouse-api.ts';
import { useGameFormat } from '../format.ts';
import { toMinor } from '../money.ts';
import { isGameName, roundVerifyHref, type GameName } from '../rounds.ts';
import { GameGlyph } from './game-glyph.tsx';
import styles from './my-bets.module.css';

/** The member's in-house rounds, newest first, each with a link to verify it. */
export function MyBets({ game }: { game: GameName }) {
  const { t, i18n } = useTranslation();
  const format = useGameFormat();
  const [pageNo, setPageNo] = useState(1);
  const rounds = useRounds(pageNo);

  if (rounds.isPending) return <Loading />;
  if (rounds.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(rounds.error, t)}
      </p>
    );
  }
  const { list, total } = rounds.data;
  if (list.length === 0) {
    return (
      <p className={styles.empty} data-testid="bgs-bets-empty">
        {t('inhouse.bets.empty')}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="bgs-bets">
        <thead>
          <tr>
            <th scope="col">{t('inhouse.bets.game')}</th>
            <th scope="col" className={styles.time}>
              {t('inhouse.bets.time')}
            </th>
            <th scope="col" className={cx(styles.num, styles.stake)}>
              {t('inhouse.bets.stake')}
            </th>
            <th scope="col" className={styles.num}>
              {t('inhouse.bets.multiplier')}
            </th>
            <th scope="col" className={styles.num}>
              {t('inhouse.bets.payout')}
            </th>
            <th scope="col" className={styles.verify}>
              <span className="visually-hidden">{t('inhouse.bets.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((round) => (
            <RoundRow
              key={round.roundId}
              round={round}
              isThisGame={round.game === game}
              format={format}
              locale={i18n.language}
            />
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <div className={styles.pager}>
          <button
            type="button"
            disabled={pageNo <= 1}
            onClick={() => setPageNo((p) => Math.max(1, p - 1))}
          >
            ‹ {t('inhouse.bets.newer')}
          </button>
          <span>{format.digits(`${pageNo} / ${pages}`)}</span>
          <button
            type="button"
            disabled={pageNo >= pages}
            onClick={() => setPageNo((p) => Math.min(pages, p + 1))}
          >
            {t('inhouse.bets.older')} ›
          </button>
        </div>
      )}
    </div>
  );
}

function RoundRow({
  round,
  isThisGame,
  format,
  locale,
}: {
  round: Round;
  isThisGame: boolean;
  format: ReturnType<typeof useGameFormat>;
  locale: string;
}) {
  const { t } = useTranslation();
  const payout = toMinor(round.payout) ?? 0n;
  const stake = toMinor(round.stake) ?? 0n;
  const isOpen = round.status === 'OPEN';
  const tone = isOpen ? 'open' : payout > stake ? 'win' : payout > 0n ? 'part' : 'loss';
  return (
    <tr
      className={cx(!isThisGame && styles.other)}
      data-testid="bgs-round"
      data-round-id={round.roundId}
      data-tone={tone}
    >
      <td>
        <span className={styles.game}>
          {isGameName(round.game) && <GameGlyph game={round.game} size={18} />}
          <span>{isGameName(round.game) ? t(`inhouse.games.${round.game}`) : round.game}</span>
        </span>
      </td>
      <td className={styles.time}>{formatShortDateTime(round.createdAt, locale)}</td>
      <td className={cx(styles.num, styles.stake)}>{format.money(round.stake)}</td>
      <td className={styles.num}>
        {isOpen ? (
          <span className={styles.open}>{t('inhouse.bets.open')}</span>
        ) : (
          format.multiplier(round.multiplier)
        )}
      </td>
      <td className={cx(styles.num, styles[tone])}>{format.money(round.payout)}</td>
      <td className={styles.verify}>
        {!isOpen && round.ref && (
          <Link
            to={roundVerifyHref(round.ref)}
            className={styles.verifyLink}
            title={round.serverSeed ? undefined : t('inhouse.bets.verifyLater')}
            data-testid="bgs-round-verify"
          >
            {t('inhouse.bets.verify')}
          </Link>
        )}
      </td>
    </tr>
  );
}
