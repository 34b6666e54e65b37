import {
  isTranslatedLanguage,
  type LanguageCode,
  type TranslatedLanguage,
} from '@portal/contracts/i18n';
import type { ErrorsMessages, Messages } from './messages.ts';
import { formatInterpolated } from '../format.ts';
import { Translator } from './translator.ts';
import { languageInfo, useLanguageStore } from '../stores/language-store.ts';

/**
 * One file per complete language of a bundle, each its own chunk: only the active language's
 * file is fetched. A language missing here fails to compile (see TRANSLATED_LANGUAGES).
 */
export type LanguageLoaders<T = object> = Record<TranslatedLanguage, () => Promise<T>>;

/** The main strings: the home route needs them all. */
export const MAIN_BY_LANGUAGE: LanguageLoaders<Messages> = {
  BN: () => import('./bn.ts').then((m) => m.bn),
  EN: () => import('./en.ts').then((m) => m.en),
  HI: () => import('./hi.ts').then((m) => m.hi),
  UR: () => import('./ur.ts').then((m) => m.ur),
  NE: () => import('./ne.ts').then((m) => m.ne),
};

/**
 * The server's error messages (`errors.<code>`), a bundle of their own fetched right after the
 * main strings without holding up the first paint: a failed call shows the server's own
 * translated message first (api-error.ts `errorText`), these stand in when it sent none. The
 * transport errors the client names itself stay in the main strings.
 */
export const ERRORS_BY_LANGUAGE: LanguageLoaders<ErrorsMessages> = {
  BN: () =>
    import('@portal/contracts/error-messages/bn').then((m) => ({ errors: m.errorMessagesBn })),
  EN: () =>
    import('@portal/contracts/error-messages/en').then((m) => ({ errors: m.errorMessagesEn })),
  HI: () =>
    import('@portal/contracts/error-messages/hi').then((m) => ({ errors: m.errorMessagesHi })),
  UR: () =>
    import('@portal/contracts/error-messages/ur').then((m) => ({ errors: m.errorMessagesUr })),
  NE: () =>
    import('@portal/contracts/error-messages/ne').then((m) => ({ errors: m.errorMessagesNe })),
};

/** The stored language's locale; English until its strings are in (the first paint waits). */
let requested: LanguageCode = useLanguageStore.getState().language;

// Numbers in sentences take the page's digits (lib/format.ts decides which).
export const i18n = new Translator(languageInfo(requested).locale, (value, language) =>
  String(formatInterpolated(value, language)),
);

interface BundleState {
  loaders: LanguageLoaders;
  pending: Map<TranslatedLanguage, Promise<void>>;
  done: Set<TranslatedLanguage>;
}

/** The main strings, then every feature bundle in the order its module was first imported. */
const bundles: BundleState[] = [];
/** Languages fetched for every bundle whatever the active one is (the unit tests: BN and EN). */
const alwaysLoaded = new Set<TranslatedLanguage>();
/** The language on screen (it differs from `requested` while a file loads). */
let shown: LanguageCode | undefined;

/** The language whose files stand in for `code`: itself when complete, else English. */
export function resourceLanguage(code: LanguageCode): TranslatedLanguage {
  return isTranslatedLanguage(code) ? code : 'EN';
}

function load(bundle: BundleState, language: TranslatedLanguage): Promise<void> {
  const known = bundle.pending.get(language);
  if (known) return known;
  const promise = bundle.loaders[language]().then(
    (resources) => {
      const { locale } = languageInfo(language);
      // Deep-merged into the one namespace, so `t('games.…')` works like any other key.
      i18n.addResourceBundle(locale, resources);
      bundle.done.add(language);
    },
    (error: unknown) => {
      bundle.pending.delete(language); // a later switch may try again
      throw error;
    },
  );
  bundle.pending.set(language, promise);
  return promise;
}

/** Undefined when every registered bundle already has the language; else the loads in flight. */
function ensure(language: TranslatedLanguage): Promise<void> | undefined {
  const missing = bundles.filter((b) => !b.done.has(language));
  if (missing.length === 0) return undefined;
  return Promise.all(missing.map((b) => load(b, language))).then(() => undefined);
}

function show(code: LanguageCode): void {
  shown = code;
  const info = languageInfo(code);
  i18n.changeLanguage(info.locale);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

/**
 * Sets the translator and the document's lang/dir for a portal language code, once that language's
 * files are in (at once when they already are): a switch never shows raw keys.
 */
export function applyLanguage(code: LanguageCode): Promise<void> {
  requested = code;
  const loading = ensure(resourceLanguage(code));
  if (!loading) {
    show(code);
    return Promise.resolve();
  }
  // A quicker later choice wins; an earlier one arriving late is dropped.
  return loading.then(() => {
    if (requested === code) show(code);
  });
}

/**
 * Adds a feature bundle (games, player centre, …) and starts fetching the active language's file.
 * Its module calls this when first imported; the lazy view importing it waits with afterStrings.
 */
export function registerBundle<T extends object>(loaders: LanguageLoaders<T>): void {
  const bundle: BundleState = { loaders, pending: new Map(), done: new Set() };
  bundles.push(bundle);
  const languages = new Set([resourceLanguage(requested), ...alwaysLoaded]);
  // While a switch is in flight, the language still on screen needs this bundle too.
  if (shown) languages.add(resourceLanguage(shown));
  for (const language of languages) load(bundle, language).catch(() => undefined);
}

/**
 * `lazy(() => import(view).then(afterStrings))`: the module, once the files that its bundles
 * started fetching are in. A lazy view so never renders raw keys. (A top-level await in each
 * bundle module would do the same, but it stops the bundler merging shared chunks: +6 KB and
 * 26 more requests on the first load.)
 */
export function afterStrings<T>(module: T): Promise<T> {
  const inFlight = bundles.flatMap((b) =>
    [...b.pending].filter(([language]) => !b.done.has(language)).map(([, promise]) => promise),
  );
  return Promise.allSettled(inFlight).then(() => module);
}

/** Keeps these languages loaded for every bundle, now and later (tests switch synchronously). */
export function preloadLanguages(languages: readonly TranslatedLanguage[]): Promise<void> {
  for (const language of languages) alwaysLoaded.add(language);
  const loading = languages.map((language) => ensure(language) ?? Promise.resolve());
  return Promise.all(loading).then(() => undefined);
}

bundles.push({ loaders: MAIN_BY_LANGUAGE, pending: new Map(), done: new Set() });

/**
 * The stored language's main strings, fetched as soon as this module runs (in parallel with the
 * rest of the entry); main.tsx renders once it resolves, so the first paint is translated.
 */
export const i18nReady: Promise<void> = applyLanguage(requested).catch(() => undefined);
// After the main strings' fetch has started: the first paint does not wait for these.
registerBundle(ERRORS_BY_LANGUAGE);

useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void applyLanguage(state.language).catch(() => {});
});
