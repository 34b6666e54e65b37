import { chatBn } from './chat.bn.ts';
import { chatEn } from './chat.en.ts';
import type { GamesMessages } from './games.ts';
import { i18n } from './i18n.ts';
import type { InhouseMessages } from './inhouse.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the live chat bundle must have. */
export type ChatMessages = Shape<typeof chatEn>;

/** Keys of the other resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = (
  keyof Messages | keyof PlayerCentreMessages | keyof GamesMessages | keyof InhouseMessages
) &
  keyof ChatMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Import this module for its effect in every view that uses these strings (the chat panel).
i18n.addResourceBundle('en', 'translation', chatEn, true, false);
i18n.addResourceBundle('bn', 'translation', chatBn, true, false);
