import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { GAME_ART_SIZES, gameArtSrcSet } from '@portal/contracts/boot';
import type { GameTile as Game } from '@portal/contracts/games';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { GameIcon } from './game-icon.tsx';
import { cx } from '../../../lib/cx.ts';
import { tileTheme } from '../layout-rules.ts';
import styles from './game-tile.module.css';

/** Accent hue of each of the six tile themes. */
const THEME_HUES = [265, 200, 152, 36, 340, 182] as const;

export interface GameTileProps {
  game: Game;
  /** Position in its list: picks one of the six themes. */
  index: number;
  isFavourite: boolean;
  isLaunching?: boolean;
  onToggleFavourite: (game: Game) => void;
  onPlay: (game: Game) => void;
  onTrial: (game: Game) => void;
  /** Compact tiles (hot carousel) stack their buttons. */
  size?: 'md' | 'sm';
}

/**
 * Spec section 2: game name, vendor name, hot badge when isHot is 1, favourite toggle, Play and
 * Free Trial, one of six themes by index, and a maintenance overlay.
 */
export function GameTile({
  game,
  index,
  isFavourite,
  isLaunching = false,
  onToggleFavourite,
  onPlay,
  onTrial,
  size = 'md',
}: GameTileProps) {
  const { t } = useTranslation();
  const theme = tileTheme(index);
  const name = game.gameName || game.displayName;
  const isLobby = game.isGame === 'VASSALAGE';
  return (
    <article
      className={cx(styles.tile, styles[size], game.maintenance && styles.down)}
      data-theme-index={theme}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      style={{ '--tile-hue': THEME_HUES[theme] } as CSSProperties}
      aria-busy={isLaunching || undefined}
    >
      <div className={styles.art}>
        {game.showIcon && game.iconUrl ? (
          <img
            src={game.iconUrl}
            srcSet={gameArtSrcSet(game.iconUrl, game.lagerIcon)}
            sizes={GAME_ART_SIZES}
            alt=""
            width={240}
            height={240}
            // The first tiles of a list are on the first screen (the game list's largest paint).
            loading={index < 4 ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <Icon name={game.gameType} size={40} />
          </span>
        )}
        <div className={styles.badges}>
          {game.isHot === 1 && (
            <span className={styles.hot} data-testid="hot-badge">
              <GameIcon name="flame" size={12} />
              {t('games.hot')}
            </span>
          )}
          {game.isNew && <span className={styles.new}>{t('games.new')}</span>}
        </div>
        <button
          type="button"
          className={cx(styles.fav, isFavourite && styles.favOn)}
          aria-pressed={isFavourite}
          aria-label={
            isFavourite ? t('games.favouriteRemove', { name }) : t('games.favouriteAdd', { name })
          }
          onClick={() => onToggleFavourite(game)}
          data-testid="favourite-toggle"
        >
          <Icon name="heart" size={18} />
        </button>
        {game.maintenance && (
          <div className={styles.maintenance} data-testid="tile-maintenance">
            <Icon name="alert" size={22} />
            <span>{t('games.maintenance')}</span>
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <p className={styles.vendor} title={game.nodeName}>
          {game.nodeName}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(styles.button, styles.play)}
            onClick={() => onPlay(game)}
            aria-label={t('games.playGame', { name })}
            disabled={isLaunching}
            data-testid="tile-play"
          >
            <GameIcon name="play" size={14} />
            {isLaunching ? t('games.starting') : t('games.play')}
          </button>
          {!isLobby && (
            <button
              type="button"
              className={cx(styles.button, styles.trial)}
              onClick={() => onTrial(game)}
              aria-label={t('games.trialGame', { name })}
              disabled={isLaunching}
              data-testid="tile-trial"
            >
              {t('games.trial')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
