import '../../../lib/i18n/games.ts';
import { walletPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useGameOverlayStore } from '../overlay-store.ts';
import { GameFrame } from './game-frame.tsx';
import { MaintenancePanel } from './maintenance-panel.tsx';
import { VendorGamesModal } from './vendor-games-modal.tsx';

interface GameOverlayHostProps {
  customerServiceUrl: string | undefined;
  /** After a game closes: the layout refreshes the header balance. */
  onGameClosed: () => void;
}

/** The game overlay of the layout: a running game, the maintenance panel or a vendor's games. */
export function GameOverlayHost({ customerServiceUrl, onGameClosed }: GameOverlayHostProps) {
  const overlay = useGameOverlayStore((s) => s.overlay);
  const close = useGameOverlayStore((s) => s.close);
  if (!overlay) return null;
  switch (overlay.kind) {
    case 'game':
      return (
        <GameFrame
          key={overlay.url}
          game={overlay}
          onClose={() => {
            close();
            const vendor = overlay.recallVendor;
            if (vendor === undefined) {
              onGameClosed();
              return;
            }
            // The vendor held the member's money during play: bring it home, then show it. A
            // failed recall leaves it there (the wallet page can recall it later).
            void apiFetch(walletPaths.recall, {
              method: 'POST',
              body: { vendor },
              timeoutMs: 30_000,
            })
              .catch(() => undefined)
              .finally(onGameClosed);
          }}
        />
      );
    case 'maintenance':
      return (
        <MaintenancePanel
          key={overlay.nodeId}
          panel={overlay}
          customerServiceUrl={customerServiceUrl}
          onClose={close}
        />
      );
    case 'vendorGames':
      return <VendorGamesModal key={overlay.vendor} popup={overlay} onClose={close} />;
  }
}
