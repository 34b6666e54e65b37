import 'i18next';
import type { ChatMessages } from './chat.ts';
import type { GamesMessages } from './games.ts';
import type { ErrorsMessages, Messages } from './messages.ts';
import type { InhouseMessages } from './inhouse.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import type { FeedbackMessages } from './feedback.ts';
import type { AnnouncementsMessages } from './announcements.ts';
import type { TitlesMessages } from './titles.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /**
     * The player-centre and game-screen keys arrive with their pages (./player-centre.ts,
     * ./games.ts), the in-house game keys with the /bgs/* pages (./inhouse.ts).
     */
    resources: {
      translation: Messages &
        ErrorsMessages &
        PlayerCentreMessages &
        GamesMessages &
        InhouseMessages &
        FeedbackMessages &
        AnnouncementsMessages &
        ChatMessages &
        TitlesMessages;
    };
  }
}
