import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PATTERNS,
  PATTERN_IDS,
  PATTERN_MESSAGES,
  codePointLength,
  compileAcceptedPattern,
  formatPatternMessage,
  validateField,
  type PatternId,
} from './patterns.ts';

const RUNS = { numRuns: 500 };

// Characters each pattern cares about, so generated strings actually reach both outcomes;
// uniform random code points almost never form a Korean word or a valid e-mail.
const POOL = [
  ..."aZe09+-.@_!'/ ",
  '\u0301',
  '\u00A0',
  '\u3000',
  '\u2028',
  ...'中〇，《가ㄱกัไかカｶー・ব়া১Éß',
  '\u3164',
  '\u3099',
  '😀',
  '\u0000',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u202E',
];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const poolString = fc.string({
  unit: fc.oneof(
    { weight: 30, arbitrary: fc.constantFrom(...POOL) },
    { weight: 1, arbitrary: loneSurrogate },
  ),
  maxLength: 12,
});
// Words from one script at a time, so name, script-only and digit patterns pass often too.
const ALPHABETS = [
  'aZe',
  'ZÉ\u0301',
  '가ㄱ힣',
  'กัไ๑',
  'かカー・中',
  '中〇，',
  '0123',
  '+09',
  'বাং়',
  // Bengali with joiners (র‍্যাব): the client must never refuse a name the server takes.
  'র্যাব\u200D\u200C',
];
const scriptWords = fc
  .tuple(fc.constantFrom(...ALPHABETS), fc.constantFrom(' ', '', '  '))
  .chain(([alphabet, separator]) =>
    fc
      .array(
        fc.string({
          unit: fc.oneof(
            { weight: 20, arbitrary: fc.constantFrom(...alphabet) },
            { weight: 1, arbitrary: fc.constantFrom(...POOL) },
          ),
          minLength: 1,
          maxLength: 6,
        }),
        { minLength: 1, maxLength: 3 },
      )
      .map((words) => words.join(separator)),
  );
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.nat(13), fc.nat(32), fc.boolean())
  .map(([y, m, d, ymd]) =>
    ymd ? `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}` : `${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`,
  );
const anyValue = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 16 }),
  poolString,
  scriptWords,
  dateLike,
  fc.emailAddress(),
);
const patternId = fc.constantFrom(...PATTERN_IDS);
const ruleArb = fc.record({
  patternId,
  minLength: fc.integer({ min: -2, max: 20 }),
  maxLength: fc.integer({ min: -2, max: 40 }),
  required: fc.boolean(),
});

// Patterns whose test adds a check the regex cannot express; every other test is the regex.
const REFINED = new Set<PatternId>(['EMAIL', 'DATE_YMD', 'DATE_MDY']);

describe('generated values reach both outcomes of every pattern', () => {
  const sample = fc.sample(anyValue, { numRuns: 5_000, seed: 20240229 });
  it.each(PATTERN_IDS)('%s', (id) => {
    const passed = sample.filter((v) => PATTERNS[id].test(v)).length;
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThan(sample.length);
  });
});

describe('the regex a client gets never rejects what the server accepts', () => {
  it.each(PATTERN_IDS)('%s', (id) => {
    const { test, acceptedPattern } = PATTERNS[id];
    const regex = compileAcceptedPattern(acceptedPattern);
    fc.assert(
      fc.property(anyValue, (v) => {
        if (test(v)) expect(regex.test(v)).toBe(true);
        if (!REFINED.has(id)) expect(test(v)).toBe(regex.test(v));
      }),
      RUNS,
    );
  });

  it('accepts Bengali names with a joiner between letters on both sides alike', () => {
    const letter = fc.constantFrom(...'রযবলকষমতশ', ...'্াীি');
    const joinedWord = fc
      .tuple(
        fc.constantFrom(...'রকমশ'),
        fc.array(fc.tuple(fc.constantFrom('', '\u200C', '\u200D'), letter), { maxLength: 5 }),
      )
      .map(([first, rest]) => first + rest.map(([joiner, c]) => joiner + c).join(''));
    fc.assert(
      fc.property(fc.array(joinedWord, { minLength: 2, maxLength: 3 }), (words) => {
        for (const [id, value] of [
          ['FULL_NAME', words.join(' ')],
          ['LETTERS_SPACES', words.join(' ')],
          ['LETTERS_SPACES', words[0]!],
        ] as const) {
          expect(PATTERNS[id].test(value), JSON.stringify(value)).toBe(true);
          expect(compileAcceptedPattern(PATTERNS[id].acceptedPattern).test(value)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('accepts every generated e-mail address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (v) => PATTERNS.EMAIL.test(v)),
      RUNS,
    );
  });
});

describe('validateField', () => {
  it('never throws and gives the same answer twice', () => {
    fc.assert(
      fc.property(anyValue, ruleArb, (v, rule) => {
        const first = validateField(v, rule);
        expect(validateField(v, rule)).toEqual(first);
        if (first) {
          expect(first).toEqual({
            kind: first.kind,
            patternId: rule.patternId,
            min: rule.minLength,
            max: rule.maxLength,
          });
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('reports length exactly when a clean non-empty value is out of range', () => {
    fc.assert(
      fc.property(anyValue, ruleArb, (v, rule) => {
        fc.pre(v !== '' && !/[\p{Cc}\p{Cf}\p{Cs}]/u.test(v));
        const length = codePointLength(v);
        const outOfRange = length < rule.minLength || length > rule.maxLength;
        const issue = validateField(v, rule);
        expect(issue?.kind === 'length').toBe(outOfRange);
        if (PATTERNS[rule.patternId].test(v)) {
          expect(issue === null).toBe(!outOfRange);
        } else if (!outOfRange) {
          expect(issue?.kind).toBe('pattern');
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('passes a value that matches its pattern exactly when its length fits', () => {
    fc.assert(
      fc.property(anyValue, fc.nat(20), fc.nat(20), (v, a, b) => {
        fc.pre(v !== '');
        const [min, max] = a <= b ? [a, b] : [b, a];
        const length = codePointLength(v);
        for (const id of PATTERN_IDS.filter((p) => PATTERNS[p].test(v))) {
          const rule = { patternId: id, minLength: min, maxLength: max, required: true };
          expect(validateField(v, rule)).toEqual(
            length >= min && length <= max ? null : { kind: 'length', patternId: id, min, max },
          );
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('dates', () => {
  const date = fc.date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2100, 11, 31, 23, 59, 59, 999)),
    noInvalidDate: true,
  });

  it('accepts every real date in both formats', () => {
    fc.assert(
      fc.property(date, (d) => {
        const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        expect(PATTERNS.DATE_YMD.test(`${pad(y, 4)}-${pad(m, 2)}-${pad(day, 2)}`)).toBe(true);
        expect(PATTERNS.DATE_MDY.test(`${pad(m, 2)}-${pad(day, 2)}-${pad(y, 4)}`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('agrees with the calendar for any year, month and day numbers', () => {
    const isReal = (y: number, m: number, d: number) => {
      const probe = new Date(0);
      probe.setUTCFullYear(y, m - 1, d);
      return (
        probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d
      );
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.nat(13), fc.nat(32), (y, m, d) => {
        const real = isReal(y, m, d);
        expect(PATTERNS.DATE_YMD.test(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(real);
        expect(PATTERNS.DATE_MDY.test(`${pad(m, 2)}-${pad(d, 2)}-${pad(y, 4)}`)).toBe(real);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('control characters and lone surrogates', () => {
  const controls: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const char = String.fromCodePoint(cp);
    if (/[\p{Cc}\p{Cf}]/u.test(char)) controls.push(char);
  }
  const bad = fc.oneof(fc.constantFrom(...controls), loneSurrogate);
  const JOINERS = ['\u200C', '\u200D'];
  const NAME_PATTERNS: string[] = ['LETTERS_SPACES', 'FULL_NAME'];

  it('finds the Cc and Cf characters the tests rely on', () => {
    expect(controls).toEqual(expect.arrayContaining(['\u0000', '\u202E', '\u200B', '\uFEFF']));
  });

  it('never pass any pattern, and validateField reports them', () => {
    fc.assert(
      fc.property(anyValue, bad, anyValue, ruleArb, (before, char, after, rule) => {
        // A lone half next to its other half is a valid pair, not a lone surrogate any more.
        fc.pre(!/^[\uD800-\uDBFF]$/.test(char) || !/^[\uDC00-\uDFFF]/.test(after));
        fc.pre(!/^[\uDC00-\uDFFF]$/.test(char) || !/[\uD800-\uDBFF]$/.test(before));
        const v = before + char + after;
        // ZWNJ/ZWJ are Cf but spell Bengali names: the name patterns admit them between letters
        // (their own property is 'accepts Bengali names with a joiner…'); every other pattern refuses them.
        const joinerAllowed = (id: string) => JOINERS.includes(char) && NAME_PATTERNS.includes(id);
        for (const id of PATTERN_IDS) {
          if (joinerAllowed(id)) continue;
          expect(PATTERNS[id].test(v)).toBe(false);
          expect(compileAcceptedPattern(PATTERNS[id].acceptedPattern).test(v)).toBe(false);
        }
        if (!joinerAllowed(rule.patternId)) {
          expect(validateField(v, rule)?.kind).toBe('control');
          return;
        }
        // A joiner in a name field is never what makes it a control-character error; the text
        // around it may still hold one of its own (a zero-width space after a ZWNJ). Two lone
        // halves that the joiner keeps apart are no pair either way.
        fc.pre(!/[\uD800-\uDBFF]$/.test(before) || !/^[\uDC00-\uDFFF]/.test(after));
        const aroundIsControl = validateField(before + after, rule)?.kind === 'control';
        expect(validateField(v, rule)?.kind === 'control').toBe(aroundIsControl);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('formatPatternMessage', () => {
  it('leaves no placeholder and collapses equal bounds', () => {
    fc.assert(
      fc.property(
        patternId,
        fc.constantFrom<'EN' | 'BN'>('EN', 'BN'),
        fc.nat(500),
        fc.nat(500),
        (id, lang, min, max) => {
          const message = formatPatternMessage(PATTERN_MESSAGES[id][lang], min, max);
          expect(message).not.toMatch(/\((?:min|max)\)/);
          if (min === max) expect(message).not.toContain(`${min} - ${max}`);
          else if (PATTERN_MESSAGES[id][lang].includes('(min) - (max)')) {
            expect(message).toContain(`${min} - ${max}`);
          }
        },
      ),
      RUNS,
    );
  });
});
