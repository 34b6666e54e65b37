import { i18n } from './i18n.ts';
import { gamesBn } from './games.bn.ts';
import { gamesEn } from './games.en.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the game-screens bundle must have. */
export type GamesMessages = Shape<typeof gamesEn>;

/** Its top-level keys overlap neither the main resources nor the player centre's. */
type Overlap = keyof GamesMessages & (keyof Messages | keyof PlayerCentreMessages);
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Import this module for its effect in every game view (they are all lazy chunks), so the
// strings stay out of the home route's entry chunk.
i18n.addResourceBundle('en', 'translation', gamesEn, true, false);
i18n.addResourceBundle('bn', 'translation', gamesBn, true, false);
