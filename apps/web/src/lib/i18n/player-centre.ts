import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { Messages } from './messages.ts';
import type { playerCentreEn } from './player-centre.en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the player-centre bundle must have. */
export type PlayerCentreMessages = Shape<typeof playerCentreEn>;

/** Keys of the main resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = keyof Messages & keyof PlayerCentreMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const PLAYER_CENTRE_BY_LANGUAGE: LanguageLoaders<PlayerCentreMessages> = {
  BN: () => import('./player-centre.bn.ts').then((m) => m.playerCentreBn),
  EN: () => import('./player-centre.en.ts').then((m) => m.playerCentreEn),
  HI: () => import('./player-centre.hi.ts').then((m) => m.playerCentreHi),
  UR: () => import('./player-centre.ur.ts').then((m) => m.playerCentreUr),
  NE: () => import('./player-centre.ne.ts').then((m) => m.playerCentreNe),
};

// Import this module for its effect in every view that uses these strings (all in lazy chunks,
// whose lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(PLAYER_CENTRE_BY_LANGUAGE);
