import type { AgentCentreMessages } from './agent-centre.ts';
import type { AnnouncementsMessages } from './announcements.ts';
import type { ChatMessages } from './chat.ts';
import type { ContractPopupMessages } from './contract-popup.ts';
import type { FeedbackMessages } from './feedback.ts';
import type { GamesMessages } from './games.ts';
import type { InhouseMessages } from './inhouse.ts';
import type { ErrorsMessages, Messages } from './messages.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import type { TitlesMessages } from './titles.ts';

/**
 * The app's translator: nested strings per language, `{{name}}` placeholders, plural forms by
 * `Intl.PluralRules` (`key_one`, `key_other`, …), `key_context` variants, English standing in for
 * a missing string. It does what the app asked of i18next and react-i18next, whose 18 KB gzip were
 * an eighth of the first load (docs/DEPENDENCIES.md).
 */

/** Every string the app can ask for: the main strings and each feature's bundle. */
export type Resources = Messages &
  ErrorsMessages &
  PlayerCentreMessages &
  GamesMessages &
  InhouseMessages &
  FeedbackMessages &
  AnnouncementsMessages &
  ChatMessages &
  TitlesMessages &
  AgentCentreMessages &
  ContractPopupMessages;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_${PluralForm}` ? B : K;
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${Base<K>}`
    : T[K] extends object
      ? Paths<T[K], `${P}${K}.`>
      : never;
}[keyof T & string];

/** A key of a string, dotted (`header.login`); plural forms by their base (`x` for `x_one`). */
export type TranslationKey = Paths<Resources>;

export interface TOptions {
  /** Fills `{{count}}`; a number also picks the plural form. */
  count?: number | string;
  /** Prefers `key_<context>` when it exists. */
  context?: string;
  /** What to show when no language has the key (instead of the key itself). */
  defaultValue?: string;
  /** Another language than the page's. */
  lng?: string;
  [name: string]: unknown;
}

export type TFunction = (key: TranslationKey, options?: TOptions) => string;

/** Puts a value into a sentence (numbers take the page's digits). */
export type Formatter = (value: unknown, language: string) => string;

interface Tree {
  [key: string]: string | Tree;
}

const FALLBACK = 'en';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Tree, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTree(value) && isTree(current)) merge(current, value);
    else target[key] = isTree(value) ? structuredClone(value) : value;
  }
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class Translator {
  /** The language on screen (a locale: `bn`, `en`, …). */
  language: string;
  private readonly resources = new Map<string, Tree>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TFunction>();

  constructor(
    language: string,
    private readonly format: Formatter,
  ) {
    this.language = language;
  }

  /** Deep-merges `strings` into the language's (a feature's bundle joins the main strings). */
  addResourceBundle(language: string, strings: object): void {
    const tree = this.resources.get(language) ?? {};
    merge(tree, strings as Tree);
    this.resources.set(language, tree);
  }

  hasResourceBundle(language: string): boolean {
    return this.resources.has(language);
  }

  exists(key: string, language = this.language): boolean {
    return [language, FALLBACK].some((code) => lookup(this.resources.get(code), key) !== undefined);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Called after every language change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  t: TFunction = (key, options) => this.translate(options?.lng ?? this.language, key, options);

  /** A `t` for one language (the same function each time it is asked for). */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(options?.lng ?? language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  private plural(language: string, count: number): string {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  /** The keys to try, most specific first: context, plural form, `_other`, the key itself. */
  private candidates(language: string, key: string, options?: TOptions): string[] {
    const bases = options?.context ? [`${key}_${options.context}`, key] : [key];
    if (typeof options?.count !== 'number') return bases;
    const form = this.plural(language, options.count);
    return bases.flatMap((base) => [`${base}_${form}`, `${base}_other`, base]);
  }

  private translate(language: string, key: string, options?: TOptions): string {
    for (const code of language === FALLBACK ? [language] : [language, FALLBACK]) {
      const tree = this.resources.get(code);
      if (!tree) continue;
      for (const candidate of this.candidates(code, key, options)) {
        const text = lookup(tree, candidate);
        if (text !== undefined) return this.fill(text, language, options);
      }
    }
    return options?.defaultValue ?? key;
  }

  /** `{{name}}` takes the option's value; a placeholder without one stays as written. */
  private fill(text: string, language: string, options?: TOptions): string {
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? whole : this.format(value, language);
    });
  }
}
