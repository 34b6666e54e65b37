import 'i18next';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** The player-centre keys arrive with their pages (./player-centre.ts). */
    resources: { translation: Messages & PlayerCentreMessages };
  }
}
