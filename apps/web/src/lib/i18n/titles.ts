import { i18n } from './i18n.ts';
import type { Messages } from './messages.ts';
import { titlesBn } from './titles.bn.ts';
import { titlesEn } from './titles.en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape both languages of the tab-title bundle must have. */
export type TitlesMessages = Shape<typeof titlesEn>;

/** Its top-level key overlaps none of the main resources. */
type Overlap = keyof TitlesMessages & keyof Messages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

// Imported on demand by the tab title (use-document-title.ts), so the home page never loads it.
i18n.addResourceBundle('en', 'translation', titlesEn, true, false);
i18n.addResourceBundle('bn', 'translation', titlesBn, true, false);
