import { i18n } from './i18n.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import { feedbackBn } from './feedback.bn.ts';
import { feedbackEn } from './feedback.en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the feedback bundle must have. */
export type FeedbackMessages = Shape<typeof feedbackEn>;

/** Keys of the main resources, the player centre's and this bundle must not overlap. */
type Overlap = (keyof Messages | keyof PlayerCentreMessages) & keyof FeedbackMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Import this module for its effect in every view that uses these strings.
i18n.addResourceBundle('en', 'translation', feedbackEn, true, false);
i18n.addResourceBundle('bn', 'translation', feedbackBn, true, false);
