import type { announcementsEn } from './announcements.en.ts';
import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { Messages } from './messages.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the announcements bundle must have. */
export type AnnouncementsMessages = Shape<typeof announcementsEn>;

/** Keys of the main resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = keyof Messages & keyof AnnouncementsMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const ANNOUNCEMENTS_BY_LANGUAGE: LanguageLoaders<AnnouncementsMessages> = {
  BN: () => import('./announcements.bn.ts').then((m) => m.announcementsBn),
  EN: () => import('./announcements.en.ts').then((m) => m.announcementsEn),
  HI: () => import('./announcements.hi.ts').then((m) => m.announcementsHi),
  UR: () => import('./announcements.ur.ts').then((m) => m.announcementsUr),
  NE: () => import('./announcements.ne.ts').then((m) => m.announcementsNe),
};

// Import this module for its effect in every view that uses these strings (all in lazy chunks,
// whose lazy() waits with afterStrings). Only the active language's file is fetched.
registerBundle(ANNOUNCEMENTS_BY_LANGUAGE);
