import type { chatEn } from './chat.en.ts';
import type { GamesMessages } from './games.ts';
import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { InhouseMessages } from './inhouse.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the live chat bundle must have. */
export type ChatMessages = Shape<typeof chatEn>;

/** Keys of the other resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = (
  keyof Messages | keyof PlayerCentreMessages | keyof GamesMessages | keyof InhouseMessages
) &
  keyof ChatMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const CHAT_BY_LANGUAGE: LanguageLoaders<ChatMessages> = {
  BN: () => import('./chat.bn.ts').then((m) => m.chatBn),
  EN: () => import('./chat.en.ts').then((m) => m.chatEn),
  HI: () => import('./chat.hi.ts').then((m) => m.chatHi),
  UR: () => import('./chat.ur.ts').then((m) => m.chatUr),
  NE: () => import('./chat.ne.ts').then((m) => m.chatNe),
};

// Import this module for its effect in every view that uses these strings (all in lazy chunks,
// whose lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(CHAT_BY_LANGUAGE);
