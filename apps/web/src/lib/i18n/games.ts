import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { gamesEn } from './games.en.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the game-screens bundle must have. */
export type GamesMessages = Shape<typeof gamesEn>;

/** Its top-level keys overlap neither the main resources nor the player centre's. */
type Overlap = keyof GamesMessages & (keyof Messages | keyof PlayerCentreMessages);
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const GAMES_BY_LANGUAGE: LanguageLoaders<GamesMessages> = {
  BN: () => import('./games.bn.ts').then((m) => m.gamesBn),
  EN: () => import('./games.en.ts').then((m) => m.gamesEn),
  HI: () => import('./games.hi.ts').then((m) => m.gamesHi),
  UR: () => import('./games.ur.ts').then((m) => m.gamesUr),
  NE: () => import('./games.ne.ts').then((m) => m.gamesNe),
};

// Import this module for its effect in every view that uses these strings (all in lazy chunks,
// whose lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(GAMES_BY_LANGUAGE);
