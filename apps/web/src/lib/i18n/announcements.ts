import { announcementsBn } from './announcements.bn.ts';
import { announcementsEn } from './announcements.en.ts';
import { i18n } from './i18n.ts';
import type { Messages } from './messages.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the announcements bundle must have. */
export type AnnouncementsMessages = Shape<typeof announcementsEn>;

/** Keys of the main resources and of this bundle must not overlap (a merge would hide one). */
type Overlap = keyof Messages & keyof AnnouncementsMessages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Import this module for its effect in every view that uses these strings.
i18n.addResourceBundle('en', 'translation', announcementsEn, true, false);
i18n.addResourceBundle('bn', 'translation', announcementsBn, true, false);
