import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Winner } from '@portal/contracts/games';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { splitWinners, type RankedWinner } from '../winners.ts';
import { SectionHead } from './section-head.tsx';
import styles from './winner-board.module.css';

interface WinnerBoardProps {
  winners: readonly Winner[] | undefined;
  isPending: boolean;
  currencySymbol: string;
}

const PLACE_KEYS = [
  'games.winners.place1',
  'games.winners.place2',
  'games.winners.place3',
] as const;

/**
 * Spec sections 2 and 9: up to 20 winners; the top three highlighted, the list after them with
 * its rank shown from 4; amounts with two decimals and thousand separators.
 */
export function WinnerBoard({ winners, isPending, currencySymbol }: WinnerBoardProps) {
  const { t, i18n } = useTranslation();
  const { top, rest } = splitWinners(winners ?? []);
  const amount = (w: RankedWinner) => `${currencySymbol}${formatMoney(w.winAmount, i18n.language)}`;
  const isEmpty = !isPending && top.length === 0;

  return (
    <section className={styles.board} aria-labelledby="winners-title" data-testid="winner-board">
      <div className={styles.head}>
        <SectionHead id="winners-title" icon="trophy" title={t('games.winners.title')} />
        <p className={styles.lead}>{t('games.winners.lead')}</p>
      </div>
      {isPending && <div className={styles.placeholder} aria-hidden="true" />}
      {isEmpty && (
        <p className={styles.empty} data-testid="winners-empty">
          <Icon name="sparkle" size={20} />
          {t('games.winners.empty')}
        </p>
      )}
      {top.length > 0 && (
        <div className={styles.body}>
          <ol className={styles.podium} aria-label={t('games.winners.topLabel')}>
            {top.map((w, i) => (
              <li
                key={w.rank}
                className={cx(styles.top, styles[`place${w.rank}`])}
                data-testid="winner-top"
              >
                <span className={styles.medal} aria-hidden="true">
                  <Icon name={i === 0 ? 'crown' : 'trophy'} size={18} />
                </span>
                <span className="visually-hidden">{t(PLACE_KEYS[i] ?? PLACE_KEYS[2])}</span>
                <img className={styles.topIcon} src={w.iconUrl} alt="" width={64} height={64} />
                <span className={styles.topName} translate="no">
                  {w.customerName}
                </span>
                <span className={styles.topAmount} data-testid="winner-amount" dir="ltr">
                  {amount(w)}
                </span>
                <span className={styles.game}>{w.gameName}</span>
              </li>
            ))}
          </ol>
          {rest.length > 0 && (
            <ol
              className={styles.list}
              start={rest[0]?.rank}
              aria-label={t('games.winners.listLabel')}
              tabIndex={0}
            >
              {rest.map((w) => (
                <li key={w.rank} className={styles.row} data-testid="winner-row">
                  <span className={styles.rank} data-testid="winner-rank">
                    {formatCount(w.rank, i18n.language)}
                  </span>
                  <img className={styles.rowIcon} src={w.iconUrl} alt="" width={36} height={36} />
                  <span className={styles.who}>
                    <span className={styles.rowName} translate="no">
                      {w.customerName}
                    </span>
                    <span className={styles.game}>{w.gameName}</span>
                  </span>
                  <span className={styles.rowAmount} data-testid="winner-amount" dir="ltr">
                    {amount(w)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
