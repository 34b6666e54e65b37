import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PvpRoom } from '@portal/contracts/games';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { usePvpRooms } from '../api/get-pvp-rooms.ts';
import type { LaunchTarget } from '../launch-rules.ts';
import { useLaunch } from '../use-launch.ts';
import styles from './game-pages.module.css';

/** A room's game as a launch target (room ids are VENDOR-GAMECODE). */
function roomTarget(room: PvpRoom): LaunchTarget {
  const [vassalage = '', ...code] = room.roomId.split('-');
  return {
    kind: 'game',
    game: {
      nodeId: room.nodeId,
      gameCode: code.join('-'),
      gameName: room.gameName,
      vassalage,
      gameType: 'PVP',
      isGame: 'GAME',
      maintenance: false,
    },
  };
}

/** Rooms shown before "show all". */
const FIRST_ROOMS = 6;

/** /pvp: the card-game rooms with their players and minimum bet. */
export function PvpRooms() {
  const { t, i18n } = useTranslation();
  const rooms = usePvpRooms();
  const launch = useLaunch();
  const [showAll, setShowAll] = useState(false);
  if (!rooms.data?.length) return null;
  const shown = showAll ? rooms.data : rooms.data.slice(0, FIRST_ROOMS);
  return (
    <section className={styles.rooms} aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <h2 id="pvp-rooms-title" className={styles.subtitle}>
        {t('games.pvp.rooms')}
      </h2>
      <ul className={styles.roomList}>
        {shown.map((room) => (
          <li key={room.roomId} className={styles.room}>
            <span className={styles.roomIcon} aria-hidden="true">
              <Icon name="PVP" size={20} />
            </span>
            <span className={styles.roomInfo}>
              <span className={styles.roomName}>{room.gameName}</span>
              <span className={styles.roomMeta}>
                {t('games.pvp.players', { players: room.players, max: room.maxPlayers })} ·{' '}
                {t('games.pvp.minBet', { amount: formatMoney(room.minBet, i18n.language) })}
              </span>
            </span>
            <button
              type="button"
              className={styles.join}
              onClick={() => launch(roomTarget(room))}
              aria-label={t('games.pvp.joinLabel', { room: room.gameName })}
            >
              {t('games.pvp.join')}
            </button>
          </li>
        ))}
      </ul>
      {rooms.data.length > FIRST_ROOMS && (
        <button
          type="button"
          className={styles.ghost}
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
        >
          {showAll
            ? t('games.pvp.showFewer')
            : t('games.pvp.showAll', { count: rooms.data.length })}
        </button>
      )}
    </section>
  );
}
