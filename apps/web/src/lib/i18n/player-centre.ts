import { i18n } from './i18n.ts';
import type { Messages } from './messages.ts';
import { playerCentreBn } from './player-centre.bn.ts';
import { playerCentreEn } from './player-centre.en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the player-centre bundle must have. */
export type PlayerCentreMessages = Shape<typeof playerCentreEn>;

/** Keys of the main resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = keyof Messages & keyof PlayerCentreMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Import this module for its effect in every view that uses these strings. Deep-merged into the
// one namespace, so `t('wallet.…')` works like any other key.
i18n.addResourceBundle('en', 'translation', playerCentreEn, true, false);
i18n.addResourceBundle('bn', 'translation', playerCentreBn, true, false);
