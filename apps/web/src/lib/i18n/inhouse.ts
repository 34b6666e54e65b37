import type { GamesMessages } from './games.ts';
import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { inhouseEn } from './inhouse.en.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the in-house games bundle must have. */
export type InhouseMessages = Shape<typeof inhouseEn>;

/** Keys of the other resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = (keyof Messages | keyof PlayerCentreMessages | keyof GamesMessages) &
  keyof InhouseMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const INHOUSE_BY_LANGUAGE: LanguageLoaders<InhouseMessages> = {
  BN: () => import('./inhouse.bn.ts').then((m) => m.inhouseBn),
  EN: () => import('./inhouse.en.ts').then((m) => m.inhouseEn),
  HI: () => import('./inhouse.hi.ts').then((m) => m.inhouseHi),
  UR: () => import('./inhouse.ur.ts').then((m) => m.inhouseUr),
  NE: () => import('./inhouse.ne.ts').then((m) => m.inhouseNe),
};

// Import this module for its effect in every view that uses these strings (all in lazy chunks,
// whose lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(INHOUSE_BY_LANGUAGE);
