import type { GamesMessages } from './games.ts';
import { i18n } from './i18n.ts';
import { inhouseBn } from './inhouse.bn.ts';
import { inhouseEn } from './inhouse.en.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the in-house games bundle must have. */
export type InhouseMessages = Shape<typeof inhouseEn>;

/** Keys of the other resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = (keyof Messages | keyof PlayerCentreMessages | keyof GamesMessages) &
  keyof InhouseMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Import this module for its effect in every view that uses these strings (the /bgs/* pages).
// Deep-merged into the one namespace, so `t('inhouse.…')` works like any other key.
i18n.addResourceBundle('en', 'translation', inhouseEn, true, false);
i18n.addResourceBundle('bn', 'translation', inhouseBn, true, false);
