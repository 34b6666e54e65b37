import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Illustration } from '../../../components/ui/illustration.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import type { GameOverlay } from '../overlay-store.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './overlay-panels.module.css';

interface MaintenancePanelProps {
  panel: Extract<GameOverlay, { kind: 'maintenance' }>;
  customerServiceUrl: string | undefined;
  onClose: () => void;
}

/**
 * Spec sections 2 and 8: "game under maintenance with other games suggested": heading, end time
 * when given, info text, customer-service button and other games from /lgw/games/suggestions.
 */
export function MaintenancePanel({ panel, customerServiceUrl, onClose }: MaintenancePanelProps) {
  const { t, i18n } = useTranslation();
  const suggestions = useSuggestions(panel.nodeId);
  const endsAt = panel.endsAt ? formatDateTime(panel.endsAt, i18n.language) : '';
  const games = suggestions.data ?? [];
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('games.maintenancePanel.title')}
      size="lg"
      testId="game-maintenance"
    >
      <div className={styles.panel}>
        <div className={styles.intro}>
          <Illustration kind="maintenance" size={120} />
          <div className={styles.copy}>
            <p className={styles.text}>
              {t('games.maintenancePanel.text', { name: panel.gameName })}
            </p>
            <p className={styles.chip} data-testid="game-maintenance-end">
              {endsAt && panel.endsAt ? (
                <>
                  {t('games.maintenancePanel.endsAt')} <time dateTime={panel.endsAt}>{endsAt}</time>
                </>
              ) : (
                t('games.maintenancePanel.noEnd')
              )}
            </p>
            {customerServiceUrl && (
              <a
                className={buttonClassName('primary', 'md')}
                href={customerServiceUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="game-maintenance-service"
              >
                <Icon name="headset" />
                {t('games.maintenancePanel.customerService')}
              </a>
            )}
          </div>
        </div>
        {games.length > 0 && (
          <section className={styles.more} aria-labelledby="maintenance-suggestions">
            <h3 id="maintenance-suggestions" className={styles.subtitle}>
              {t('games.maintenancePanel.suggestions')}
            </h3>
            <GameGrid
              games={games.slice(0, 4)}
              maxColumns={4}
              label={t('games.maintenancePanel.suggestions')}
              size="sm"
              onBeforeLaunch={onClose}
              testId="game-suggestions"
            />
          </section>
        )}
      </div>
    </Modal>
  );
}
