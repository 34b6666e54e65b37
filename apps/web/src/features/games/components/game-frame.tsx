import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import type { GameOverlay } from '../overlay-store.ts';
import styles from './game-frame.module.css';

interface GameFrameProps {
  game: Extract<GameOverlay, { kind: 'game' }>;
  onClose: () => void;
}

/**
 * The game popup (spec section 2): a full-screen overlay with a back/close bar over the vendor's
 * page in an iframe. Focus stays inside, the page behind does not scroll, Escape closes.
 */
export function GameFrame({ game, onClose }: GameFrameProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    returnFocus.current = document.activeElement;
  }, []);

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          className={styles.overlay}
          aria-describedby={undefined}
          data-testid="game-overlay"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocus.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
        >
          <div className={styles.bar}>
            <button
              ref={closeRef}
              type="button"
              className={styles.close}
              onClick={onClose}
              data-testid="game-overlay-close"
            >
              <Icon name="chevronStart" size={18} className={styles.flip} />
              <span>{t('games.overlay.close')}</span>
            </button>
            <Dialog.Title className={styles.title}>
              <span className="visually-hidden">
                {t('games.overlay.label', { name: game.gameName })}
              </span>
              <span aria-hidden="true">{game.gameName}</span>
            </Dialog.Title>
            {game.mode === 'FUN' && (
              <span className={styles.fun}>{t('games.overlay.funBadge')}</span>
            )}
          </div>
          <iframe
            className={styles.frame}
            src={game.url}
            title={t('games.overlay.frameTitle', { name: game.gameName })}
            allow="autoplay; fullscreen; clipboard-write"
            allowFullScreen
            // No top navigation: a vendor page cannot take the portal tab away.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            data-testid="game-frame"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
