import { registerBundle, type LanguageLoaders } from './i18n.ts';
import type { Messages } from './messages.ts';
import type { titlesEn } from './titles.en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the tab-title bundle must have. */
export type TitlesMessages = Shape<typeof titlesEn>;

/** Its top-level key overlaps none of the main resources. */
type Overlap = keyof TitlesMessages & keyof Messages;
const noOverlap: [Overlap] extends [never] ? true : never = true;
void noOverlap;

/** This bundle's file per complete language (languages.test.ts checks each against English). */
export const TITLES_BY_LANGUAGE: LanguageLoaders<TitlesMessages> = {
  BN: () => import('./titles.bn.ts').then((m) => m.titlesBn),
  EN: () => import('./titles.en.ts').then((m) => m.titlesEn),
  HI: () => import('./titles.hi.ts').then((m) => m.titlesHi),
  UR: () => import('./titles.ur.ts').then((m) => m.titlesUr),
  NE: () => import('./titles.ne.ts').then((m) => m.titlesNe),
};

// Imported on demand by the tab title (use-document-title.ts), so the home page never loads it.
// Only the active language's file is fetched.
registerBundle(TITLES_BY_LANGUAGE);
