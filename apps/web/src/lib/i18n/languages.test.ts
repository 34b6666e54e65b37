import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_BY_LANGUAGE } from '@portal/contracts/errors';
import { TRANSLATED_LANGUAGES } from '@portal/contracts/i18n';
import { AGENT_CENTRE_BY_LANGUAGE } from './agent-centre.ts';
import { ANNOUNCEMENTS_BY_LANGUAGE } from './announcements.ts';
import { CHAT_BY_LANGUAGE } from './chat.ts';
import { CONTRACT_POPUP_BY_LANGUAGE } from './contract-popup.ts';
import { FEEDBACK_BY_LANGUAGE } from './feedback.ts';
import { GAMES_BY_LANGUAGE } from './games.ts';
import { MAIN_BY_LANGUAGE, type LanguageLoaders } from './i18n.ts';
import { INHOUSE_BY_LANGUAGE } from './inhouse.ts';
import { PLAYER_CENTRE_BY_LANGUAGE } from './player-centre.ts';
import { TITLES_BY_LANGUAGE } from './titles.ts';

/**
 * Values a complete language may leave exactly as in English: brand and product names, and the
 * short codes people write in Latin letters. Texts without any letter (numbers, "{{min}} – {{max}}",
 * "½", ", ") are allowed anyway. Keep this list short: each entry hides a possible miss.
 */
const SAME_AS_ENGLISH = new Set([
  'iOS',
  'Android',
  'Google',
  'Facebook',
  'LINE',
  'WeChat',
  'Zalo',
  'Telegram',
  'WhatsApp',
  'OTP',
  'SMS',
  'VIP',
]);

const BUNDLES: Record<string, LanguageLoaders> = {
  main: MAIN_BY_LANGUAGE,
  games: GAMES_BY_LANGUAGE,
  'player-centre': PLAYER_CENTRE_BY_LANGUAGE,
  inhouse: INHOUSE_BY_LANGUAGE,
  feedback: FEEDBACK_BY_LANGUAGE,
  chat: CHAT_BY_LANGUAGE,
  announcements: ANNOUNCEMENTS_BY_LANGUAGE,
  titles: TITLES_BY_LANGUAGE,
  'agent-centre': AGENT_CENTRE_BY_LANGUAGE,
  'contract-popup': CONTRACT_POPUP_BY_LANGUAGE,
};

/** i18next writes `{{name}}`; the server's error messages write `{name}`. */
const WEB_VARIABLE = /{{\s*(\w+)\s*}}/g;
const SERVER_VARIABLE = /{(\w+)}/g;

function flatten(node: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value as object, path));
  }
  return out;
}

function variables(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '').sort();
}

/** Every way `translation` falls short of a complete translation of `english`, one line each. */
export function completenessProblems(
  english: object,
  translation: object,
  pattern: RegExp = WEB_VARIABLE,
): string[] {
  const reference = flatten(english);
  const translated = flatten(translation);
  const problems: string[] = [];
  for (const key of Object.keys(translated)) {
    if (!(key in reference)) problems.push(`${key}: not in English`);
  }
  for (const [key, text] of Object.entries(reference)) {
    const value = translated[key];
    if (value === undefined) problems.push(`${key}: missing`);
    else if (value.trim() === '') problems.push(`${key}: empty`);
    else if (variables(value, pattern).join() !== variables(text, pattern).join()) {
      problems.push(`${key}: variables differ from English`);
    } else if (
      value === text &&
      /\p{L}/u.test(text.replace(pattern, '')) &&
      !SAME_AS_ENGLISH.has(text)
    ) {
      problems.push(`${key}: same as English`);
    }
  }
  return problems;
}

/** The first problems and a count: a placeholder file would otherwise print thousands of lines. */
function summary(problems: string[]): string[] {
  return problems.length > 15
    ? [...problems.slice(0, 15), `… ${problems.length - 15} more`]
    : problems;
}

const COMPLETE = TRANSLATED_LANGUAGES.filter((language) => language !== 'EN');

describe.each(COMPLETE)('%s is a complete language', (language) => {
  it.each(Object.keys(BUNDLES))('bundle %s: every English key, translated', async (name) => {
    const loaders = BUNDLES[name] as LanguageLoaders;
    const [english, translation] = await Promise.all([loaders.EN(), loaders[language]()]);
    expect(summary(completenessProblems(english, translation))).toEqual([]);
  });

  it('server error messages: every code, translated', () => {
    const problems = completenessProblems(
      ERROR_MESSAGES_BY_LANGUAGE.EN,
      ERROR_MESSAGES_BY_LANGUAGE[language],
      SERVER_VARIABLE,
    );
    expect(summary(problems)).toEqual([]);
  });
});

describe('the bundles', () => {
  it('share no top-level key (a later bundle would overwrite an earlier one) and no English text is empty', async () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, loaders] of Object.entries(BUNDLES)) {
      const english = await loaders.EN();
      for (const key of Object.keys(english)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key}: ${first} and ${name}`);
        else owner.set(key, name);
      }
      const empty = Object.entries(flatten(english)).filter(([, text]) => text.trim() === '');
      expect(empty.map(([key]) => `${name} ${key}`)).toEqual([]);
    }
    expect(clashes).toEqual([]);
  });
});

describe('the completeness check', () => {
  it('fails a placeholder that re-exports English', async () => {
    const english = await MAIN_BY_LANGUAGE.EN();
    expect(completenessProblems(english, english)).toContain('header.login: same as English');
  });

  it('fails a missing or extra key, an empty text and a lost variable', () => {
    const english = { a: { b: 'Hello {{name}}', c: 'Bye' }, d: 'Yes' };
    const translation = { a: { b: 'Hola', c: ' ' }, e: 'Sí' };
    expect(completenessProblems(english, translation).sort()).toEqual([
      'a.b: variables differ from English',
      'a.c: empty',
      'd: missing',
      'e: not in English',
    ]);
  });

  it('lets brand names and texts without letters stay as in English', () => {
    const english = { a: 'WhatsApp', b: '{{min}} – {{max}}', c: '½' };
    expect(completenessProblems(english, { ...english })).toEqual([]);
  });
});
