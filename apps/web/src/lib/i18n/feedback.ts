import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import type { feedbackEn } from './feedback.en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the feedback bundle must have. */
export type FeedbackMessages = Shape<typeof feedbackEn>;

/** Keys of the main resources, the player centre's and this bundle must not overlap. */
type Overlap = (keyof Messages | keyof PlayerCentreMessages) & keyof FeedbackMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const FEEDBACK_BY_LANGUAGE: LanguageLoaders<FeedbackMessages> = {
  BN: () => import('./feedback.bn.ts').then((m) => m.feedbackBn),
  EN: () => import('./feedback.en.ts').then((m) => m.feedbackEn),
  HI: () => import('./feedback.hi.ts').then((m) => m.feedbackHi),
  UR: () => import('./feedback.ur.ts').then((m) => m.feedbackUr),
  NE: () => import('./feedback.ne.ts').then((m) => m.feedbackNe),
};

// Import this module for its effect in every view that uses these strings (all in lazy chunks,
// whose lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(FEEDBACK_BY_LANGUAGE);
