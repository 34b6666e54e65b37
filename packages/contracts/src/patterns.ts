// Plain TypeScript without zod, so the web's registration form can import it for free.
//
// Every `acceptedPattern` is written to compile under both the 'u' flag (what
// `compileAcceptedPattern` uses) and the 'v' flag (what an HTML `pattern` attribute uses), so
// class-syntax characters are escaped and no punctuator appears doubled inside a class.

/** Stable ids of the server-supplied field pattern kinds (spec section 5). */
export const PATTERN_IDS = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALNUM',
  'ALNUM_MIXED',
  'DIGITS',
  'HAS_UPPERCASE',
  'ENGLISH_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'LETTERS_SPACES',
  'KOREAN',
  'THAI',
  'THAI_ENGLISH_SPACES',
  'UPPER_SPACES',
  'ASCII_PRINTABLE',
  'STRONG_PASSWORD',
  'FULL_NAME',
  'JAPANESE_FULLWIDTH',
  'UPPERCASE',
  'MOBILE',
] as const;

/** One of `PATTERN_IDS`. */
export type PatternId = (typeof PATTERN_IDS)[number];

/** A pattern as the server sends it (`acceptedPattern`) plus the authoritative check. */
export type PatternDefinition = {
  /** Regex source sent to clients; '*' means any. */
  readonly acceptedPattern: string;
  /** Authoritative check; may be stricter than the regex (calendar dates, e-mail lengths). */
  readonly test: (value: string) => boolean;
};

/** True when `id` names a known pattern, for narrowing server-supplied ids. */
export function isPatternId(id: string): id is PatternId {
  return (PATTERN_IDS as readonly string[]).includes(id);
}

// Control (Cc), format (Cf) and lone surrogates (Cs) are invalid in every field, even ANY:
// they are invisible, can reorder text (U+202E) and do not survive a round trip through UTF-8.
const CONTROL = /[\p{Cc}\p{Cf}\p{Cs}]/u;
// Name patterns make one exception: ZWNJ/ZWJ (U+200C/U+200D) are Cf but Bengali and other
// Indic spellings need them (র‍্য = র + ZWJ + ্ + য). The pattern itself places them: only right
// after a letter or mark and right before one, so never leading, trailing, doubled or alone.
const CONTROL_BUT_JOINERS = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}]/u;
/** An optional joiner after a letter or mark; a lookahead, since older Safari lacks lookbehind. */
const JOINER = String.raw`(?:[\u200C\u200D](?=[\p{L}\p{M}]))?`;
const ANY_SOURCE = String.raw`^[^\p{Cc}\p{Cf}\p{Cs}]*$`;

// Hangul fillers are letters (Lo) that render as blank space; in a name they give an
// invisible or space-padded value, a common trick for impersonating other players.
const BLANK_LETTERS = String.raw`\u115F\u1160\u3164\uFFA0`;
const NO_BLANK_LETTERS = String.raw`(?![\s\S]*[${BLANK_LETTERS}])`;

const DAY = '(?:0[1-9]|[12][0-9]|3[01])';
const MONTH = '(?:0[1-9]|1[0-2])';
const EMAIL_ATEXT = String.raw`[A-Za-z0-9!#$%&'*+\/=?^_${'`'}\{\|\}~\-]+`;
const NAME_WORD = String.raw`\p{L}${JOINER}(?:[\p{L}\p{M}]${JOINER}|['.\-])*`;
// U+30FC (prolonged sound mark) and U+30FB (middle dot) are Script=Common but are everyday
// kana; the half-width katakana block is Script=Katakana, so it is excluded explicitly.
const JAPANESE_CHAR = String.raw`(?![\uFF61-\uFF9F])[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FB\u30FC]`;

const SOURCES: Record<PatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: String.raw`^[\p{Script=Han}0-9]+$`,
  EMAIL: String.raw`^${EMAIL_ATEXT}(?:\.${EMAIL_ATEXT})*@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$`,
  ALNUM: '^[A-Za-z0-9]+$',
  ALNUM_MIXED: '^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  HAS_UPPERCASE: String.raw`^(?=[^\p{Lu}]*\p{Lu})[^\p{Cc}\p{Cf}\p{Cs}]+$`,
  ENGLISH_SPACES: '^ *[A-Za-z][A-Za-z ]*$',
  NO_SPACES: String.raw`^[^\s\p{Cc}\p{Cf}\p{Cs}${BLANK_LETTERS}]+$`,
  CHINESE_PUNCT: String.raw`^\p{P}*\p{Script=Han}[\p{Script=Han}\p{P}]*$`,
  DATE_YMD: `^[0-9]{4}-${MONTH}-${DAY}$`,
  DATE_MDY: `^${MONTH}-${DAY}-[0-9]{4}$`,
  LETTERS_SPACES: String.raw`^${NO_BLANK_LETTERS} *\p{L}${JOINER}(?:[\p{L}\p{M}]${JOINER}| )*$`,
  KOREAN: String.raw`^${NO_BLANK_LETTERS}\p{Script=Hangul}+$`,
  THAI: String.raw`^\p{Script=Thai}+$`,
  THAI_ENGLISH_SPACES: String.raw`^ *[\p{Script=Thai}A-Za-z][\p{Script=Thai}A-Za-z ]*$`,
  UPPER_SPACES: String.raw`^ *\p{Lu}[\p{Lu}\p{M} ]*$`,
  ASCII_PRINTABLE: String.raw`^[\x21-\x7E]+$`,
  STRONG_PASSWORD: String.raw`^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])[\x21-\x7E]+$`,
  FULL_NAME: `^${NO_BLANK_LETTERS}${NAME_WORD}(?: ${NAME_WORD})+$`,
  JAPANESE_FULLWIDTH: String.raw`^(?:${JAPANESE_CHAR}[\u3099\u309A]?)+$`,
  UPPERCASE: String.raw`^\p{Lu}[\p{Lu}\p{M}]*$`,
  MOBILE: String.raw`^\+?[0-9]+$`,
};

/** Compiles an `acceptedPattern` ('u' flag, whole-value match); throws SyntaxError if invalid. */
export function compileAcceptedPattern(source: string): RegExp {
  // Wrapped like an HTML pattern attribute, so an unanchored server pattern cannot match a part.
  return new RegExp(`^(?:${source === '*' ? ANY_SOURCE : source})$`, 'u');
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isCalendarDate(year: string, month: string, day: string): boolean {
  return Number(day) <= daysInMonth(Number(year), Number(month));
}

function isEmailWithinLimits(value: string): boolean {
  // RFC 5321 limits; the regex alone cannot count.
  const at = value.lastIndexOf('@');
  return (
    value.length <= 254 &&
    at <= 64 &&
    value
      .slice(at + 1)
      .split('.')
      .every((label) => label.length <= 63)
  );
}

/** Patterns whose regex admits ZWNJ/ZWJ between letters. */
const ALLOWS_JOINERS = new Set<PatternId>(['LETTERS_SPACES', 'FULL_NAME']);

function define(id: PatternId, refine?: (value: string) => boolean): PatternDefinition {
  const acceptedPattern = SOURCES[id];
  const regex = compileAcceptedPattern(acceptedPattern);
  const control = ALLOWS_JOINERS.has(id) ? CONTROL_BUT_JOINERS : CONTROL;
  return {
    acceptedPattern,
    test: (value) => !control.test(value) && regex.test(value) && (!refine || refine(value)),
  };
}

/** Every pattern: the regex source a client receives and the server's authoritative test. */
export const PATTERNS: Record<PatternId, PatternDefinition> = {
  ANY: define('ANY'),
  LETTER_FIRST_ALNUM: define('LETTER_FIRST_ALNUM'),
  CHINESE_DIGITS: define('CHINESE_DIGITS'),
  EMAIL: define('EMAIL', isEmailWithinLimits),
  ALNUM: define('ALNUM'),
  ALNUM_MIXED: define('ALNUM_MIXED'),
  DIGITS: define('DIGITS'),
  HAS_UPPERCASE: define('HAS_UPPERCASE'),
  ENGLISH_SPACES: define('ENGLISH_SPACES'),
  NO_SPACES: define('NO_SPACES'),
  CHINESE_PUNCT: define('CHINESE_PUNCT'),
  DATE_YMD: define('DATE_YMD', (v) => isCalendarDate(v.slice(0, 4), v.slice(5, 7), v.slice(8))),
  DATE_MDY: define('DATE_MDY', (v) => isCalendarDate(v.slice(6), v.slice(0, 2), v.slice(3, 5))),
  LETTERS_SPACES: define('LETTERS_SPACES'),
  KOREAN: define('KOREAN'),
  THAI: define('THAI'),
  THAI_ENGLISH_SPACES: define('THAI_ENGLISH_SPACES'),
  UPPER_SPACES: define('UPPER_SPACES'),
  ASCII_PRINTABLE: define('ASCII_PRINTABLE'),
  STRONG_PASSWORD: define('STRONG_PASSWORD'),
  FULL_NAME: define('FULL_NAME'),
  JAPANESE_FULLWIDTH: define('JAPANESE_FULLWIDTH'),
  UPPERCASE: define('UPPERCASE'),
  MOBILE: define('MOBILE'),
};

/** A field's server-supplied validation settings. */
export type FieldRule = {
  patternId: PatternId;
  minLength: number;
  maxLength: number;
  required: boolean;
};

/** Why a field value was rejected. */
export type FieldIssueKind = 'required' | 'length' | 'pattern' | 'control';

/** A rejected field value, carrying what its message template needs. */
export type FieldIssue = { kind: FieldIssueKind; patternId: PatternId; min: number; max: number };

/** Length as the user sees characters typed: Unicode code points, not UTF-16 units. */
export function codePointLength(value: string): number {
  return Array.from(value).length;
}

/** Checks a value as typed (the caller trims): empty, control, length, pattern; null if fine. */
export function validateField(value: string, rule: FieldRule): FieldIssue | null {
  const issue = (kind: FieldIssueKind): FieldIssue => ({
    kind,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
  });
  if (value === '') return rule.required ? issue('required') : null;
  const control = ALLOWS_JOINERS.has(rule.patternId) ? CONTROL_BUT_JOINERS : CONTROL;
  if (control.test(value)) return issue('control');
  // Length before pattern, so an oversized value never reaches a regex.
  const length = codePointLength(value);
  if (length < rule.minLength || length > rule.maxLength) return issue('length');
  return PATTERNS[rule.patternId].test(value) ? null : issue('pattern');
}

type Messages = { EN: string; BN: string };

/** Translated message template per pattern; `(min)` and `(max)` are substituted. */
export const PATTERN_MESSAGES: Record<PatternId, Messages> = {
  ANY: {
    EN: 'Enter (min) - (max) characters.',
    BN: '(min) - (max) অক্ষর লিখুন।',
  },
  LETTER_FIRST_ALNUM: {
    EN: 'Use (min) - (max) English letters or digits, starting with a letter.',
    BN: 'ইংরেজি অক্ষর দিয়ে শুরু করে শুধু ইংরেজি অক্ষর ও সংখ্যায় (min) - (max) অক্ষর লিখুন।',
  },
  CHINESE_DIGITS: {
    EN: 'Use (min) - (max) Chinese characters or digits.',
    BN: 'চীনা অক্ষর বা সংখ্যা ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  EMAIL: {
    EN: 'E-mail format is incorrect. Enter a valid address of (min) - (max) characters.',
    BN: 'ই-মেইলের ফরম্যাট সঠিক নয়। (min) - (max) অক্ষরের একটি বৈধ ই-মেইল ঠিকানা লিখুন।',
  },
  ALNUM: {
    EN: 'Use (min) - (max) English letters or digits.',
    BN: 'ইংরেজি অক্ষর বা সংখ্যা ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  ALNUM_MIXED: {
    EN: 'Use (min) - (max) English letters and digits, with at least one of each.',
    BN: 'ইংরেজি অক্ষর ও সংখ্যা দুটোই মিলিয়ে (min) - (max) অক্ষর লিখুন।',
  },
  DIGITS: {
    EN: 'Use (min) - (max) digits.',
    BN: 'শুধু সংখ্যা ব্যবহার করে (min) - (max) অঙ্ক লিখুন।',
  },
  HAS_UPPERCASE: {
    EN: 'Use (min) - (max) characters, including at least one uppercase letter.',
    BN: 'অন্তত একটি বড় হাতের অক্ষরসহ (min) - (max) অক্ষর লিখুন।',
  },
  ENGLISH_SPACES: {
    EN: 'Use (min) - (max) English letters and spaces.',
    BN: 'শুধু ইংরেজি অক্ষর ও স্পেস ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  NO_SPACES: {
    EN: 'Use (min) - (max) characters without spaces.',
    BN: 'স্পেস ছাড়া (min) - (max) অক্ষর লিখুন।',
  },
  CHINESE_PUNCT: {
    EN: 'Use (min) - (max) Chinese characters and punctuation.',
    BN: 'চীনা অক্ষর ও যতিচিহ্ন ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  DATE_YMD: {
    EN: 'Enter a real date as yyyy-MM-dd.',
    BN: 'yyyy-MM-dd ফরম্যাটে একটি সঠিক তারিখ লিখুন।',
  },
  DATE_MDY: {
    EN: 'Enter a real date as MM-dd-yyyy.',
    BN: 'MM-dd-yyyy ফরম্যাটে একটি সঠিক তারিখ লিখুন।',
  },
  LETTERS_SPACES: {
    EN: 'Use (min) - (max) letters and spaces.',
    BN: 'শুধু অক্ষর ও স্পেস ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  KOREAN: {
    EN: 'Use (min) - (max) Korean characters.',
    BN: 'শুধু কোরীয় অক্ষর ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  THAI: {
    EN: 'Use (min) - (max) Thai characters.',
    BN: 'শুধু থাই অক্ষর ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  THAI_ENGLISH_SPACES: {
    EN: 'Use (min) - (max) Thai or English letters and spaces.',
    BN: 'থাই বা ইংরেজি অক্ষর ও স্পেস ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  UPPER_SPACES: {
    EN: 'Use (min) - (max) uppercase letters and spaces.',
    BN: 'বড় হাতের অক্ষর ও স্পেস ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  ASCII_PRINTABLE: {
    EN: 'Use (min) - (max) English letters, digits or symbols, without spaces.',
    BN: 'স্পেস ছাড়া ইংরেজি অক্ষর, সংখ্যা বা চিহ্ন ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  STRONG_PASSWORD: {
    EN: 'Use (min) - (max) characters with an uppercase letter, a lowercase letter, a digit and a symbol.',
    BN: 'বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা ও বিশেষ চিহ্ন — চারটিই রেখে (min) - (max) অক্ষর লিখুন।',
  },
  FULL_NAME: {
    EN: 'Enter your full name in (min) - (max) characters, with a space between names.',
    BN: 'নামের অংশগুলোর মাঝে স্পেস দিয়ে (min) - (max) অক্ষরে পুরো নাম লিখুন।',
  },
  JAPANESE_FULLWIDTH: {
    EN: 'Use (min) - (max) full-width Hiragana, Katakana or Kanji.',
    BN: 'পূর্ণ-প্রস্থের হিরাগানা, কাতাকানা বা কাঞ্জি ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  UPPERCASE: {
    EN: 'Use (min) - (max) uppercase letters.',
    BN: 'শুধু বড় হাতের অক্ষর ব্যবহার করে (min) - (max) অক্ষর লিখুন।',
  },
  MOBILE: {
    EN: 'Use (min) - (max) digits for the mobile number; a leading + is allowed.',
    BN: 'মোবাইল নম্বরে শুধু সংখ্যা দিয়ে (min) - (max) অক্ষর লিখুন; শুরুতে + দেওয়া যায়।',
  },
};

/** Translated messages for the issues that do not depend on the pattern. */
export const FIELD_ISSUE_MESSAGES: Record<'required' | 'control', Messages> = {
  required: { EN: 'Input cannot be empty', BN: 'ইনপুট খালি রাখা যাবে না' },
  control: {
    EN: 'Remove hidden or control characters.',
    BN: 'লুকানো বা নিয়ন্ত্রণ অক্ষর মুছে ফেলুন।',
  },
};

/** Fills a template: '(min) - (max)' becomes one number when min equals max. */
export function formatPatternMessage(template: string, min: number, max: number): string {
  const collapsed = min === max ? template.replaceAll('(min) - (max)', String(min)) : template;
  return collapsed.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** The final message for an issue in a language; anything but BN gets English. */
export function fieldIssueMessage(issue: FieldIssue, language: string): string {
  const lang = language === 'BN' ? 'BN' : 'EN';
  if (issue.kind === 'required' || issue.kind === 'control') {
    return FIELD_ISSUE_MESSAGES[issue.kind][lang];
  }
  return formatPatternMessage(PATTERN_MESSAGES[issue.patternId][lang], issue.min, issue.max);
}
