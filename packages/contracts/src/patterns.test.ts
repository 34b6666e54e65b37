import { describe, expect, it } from 'vitest';
import {
  FIELD_ISSUE_MESSAGES,
  PATTERNS,
  PATTERN_IDS,
  PATTERN_MESSAGES,
  codePointLength,
  compileAcceptedPattern,
  fieldIssueMessage,
  formatPatternMessage,
  isPatternId,
  validateField,
  type PatternId,
} from './patterns.ts';

const EXAMPLES: Record<PatternId, { accept: string[]; reject: string[] }> = {
  ANY: {
    accept: ['a', 'hello world', '😀', 'বাংলা', ' ', "'; DROP TABLE users; --", '\u2028'],
    reject: ['\uD800', 'a\uDC00b'],
  },
  LETTER_FIRST_ALNUM: {
    accept: ['a', 'Player01', 'abc123', 'Z9'],
    reject: ['1abc', '_abc', 'ab c', 'ab-c', 'ñandu', 'abc!', 'ａbc', 'abc১'],
  },
  CHINESE_DIGITS: {
    accept: ['张三', '中文123', '123', '王小明', '〇〇七'],
    reject: ['abc', '张 三', '张三!', '１２３', 'カタカナ', '한국어', '张三，'],
  },
  EMAIL: {
    accept: [
      'a@b.co',
      'first.last@example.com',
      'user+tag@sub.example.org',
      "o'brien@example.ie",
      'x_y-z@my-domain.com.bd',
      'A1@EXAMPLE.COM',
      `${'a'.repeat(64)}@example.com`,
    ],
    reject: [
      'plainaddress',
      '@example.com',
      'user@',
      'user@example',
      'user@.com',
      'user@example..com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@example.c',
      'user@exa mple.com',
      'user name@example.com',
      'user@@example.com',
      'a@b@example.com',
      'ü@example.com',
      'user@exämple.com',
      'user@example.com.',
      'user@123.456',
      '"quoted"@example.com',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(64)}.com`,
      `a@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.${'e'.repeat(62)}.com`,
    ],
  },
  ALNUM: {
    accept: ['abc', '123', 'abc123', 'ABC'],
    reject: ['abc 123', 'abc_', 'é', '١٢٣', '১২৩'],
  },
  ALNUM_MIXED: {
    accept: ['abc123', '1a', 'A1b2'],
    reject: ['abc', '123', 'abc-123', 'abc 123', 'abc১'],
  },
  DIGITS: {
    accept: ['0', '0123456789'],
    reject: ['12a', '-1', '1.5', '১২৩', '１２３', '+8801'],
  },
  HAS_UPPERCASE: {
    accept: ['A', 'abcD', 'pass Word!', 'Ünïcode', 'ДЖ'],
    reject: ['abc', '123!', 'ß', '😀', 'বাংলা'],
  },
  ENGLISH_SPACES: {
    accept: ['John', 'John Smith', 'a b  c', ' John'],
    reject: ['John3', 'José', ' ', 'John-Smith', "O'Brien", 'বাংলা'],
  },
  NO_SPACES: {
    accept: ['abc', 'a-b_c!', '中文', '😀', 'বাংলা'],
    reject: ['a b', ' a', 'a\u00A0b', 'a\u3000b', 'a\u2028b', 'a\u3164b'],
  },
  CHINESE_PUNCT: {
    accept: ['中文', '你好，世界！', '《书名》', '张·三', '“引号”'],
    reject: ['，。', 'abc', '中文abc', '中文 ', '中文123'],
  },
  DATE_YMD: {
    accept: ['2024-02-29', '2000-02-29', '1999-12-31', '2023-01-01', '2024-04-30'],
    reject: [
      '2023-02-29',
      '1900-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '2023-01-32',
      '2023-01-00',
      '2023-1-01',
      '23-01-01',
      '2023/01/01',
      '01-31-2023',
      '2023-01-01T00:00',
      '２０２３-01-01',
    ],
  },
  DATE_MDY: {
    accept: ['02-29-2024', '12-31-1999', '02-29-2000', '01-01-2023'],
    reject: ['02-29-2023', '02-29-2100', '13-01-2023', '2023-01-01', '04-31-2023', '00-10-2023'],
  },
  LETTERS_SPACES: {
    accept: [
      'John Smith',
      'বাংলা',
      'আমার সোনার বাংলা',
      'José Álvarez',
      'Jose\u0301',
      'Владимир',
      '中文',
      'ภาษาไทย',
      // Real Bengali spellings with a joiner: র + ZWJ + ্ + য (র‍্য), ক + ্ + ZWNJ + ষ.
      'র\u200D্যাব',
      'র\u200D্যালি',
      'শ্রীমতী',
      'ক্\u200Cষ',
      'মোহাম্মদ র\u200D্যাব',
    ],
    reject: [
      'John3',
      'John-Smith',
      '   ',
      '\u0301a',
      'ㅤ',
      'ㅤ ㅤ',
      '١٢٣',
      '\u200D',
      '\u200C',
      '\u200Dর্যাব',
      'র্যাব\u200D',
      'র\u200D\u200D্যাব',
      'র\u200D\u200C্যাব',
      'র \u200Dযাব',
      'র\u200D যাব',
    ],
  },
  KOREAN: {
    accept: ['한국어', '홍길동', 'ㄱㄴㄷ'],
    reject: ['한국 어', 'hangul', '한국어1', 'ㅤ', '홍ㅤ', '漢字'],
  },
  THAI: {
    accept: ['ภาษาไทย', 'สวัสดี'],
    reject: ['ภาษา ไทย', 'thai', 'ไทย1', 'ภาษาไทย '],
  },
  THAI_ENGLISH_SPACES: {
    accept: ['สมชาย ใจดี', 'John Smith', 'สมชาย Smith', 'ภาษาไทย'],
    reject: ['สมชาย1', 'José', 'Anna-Marie', '한국어', '  '],
  },
  UPPER_SPACES: {
    accept: ['JOHN SMITH', 'NGUYỄN VĂN A', 'ÉCOLE', 'A'],
    reject: ['John Smith', 'JOHN1', 'JOHN-SMITH', ' '],
  },
  ASCII_PRINTABLE: {
    accept: ['abc', 'P@ssw0rd!', '~`!@#$%^&*()_+-={}[]|\\:;"\'<>,.?/'],
    reject: ['a b', 'é', '中', '😀', 'ａ'],
  },
  STRONG_PASSWORD: {
    accept: ['Passw0rd!', 'aB3$', 'Z9z_'],
    reject: [
      'password',
      'Password1',
      'password1!',
      'PASSWORD1!',
      'Password!',
      'Pass word1!',
      'Pässw0rd!',
    ],
  },
  FULL_NAME: {
    accept: [
      'John Smith',
      'Mary Ann Smith',
      "Seán O'Brien",
      'Jean-Luc Picard',
      'J. R. R. Tolkien',
      'মোহাম্মদ রহিম',
      'Nguyễn Văn A',
      'র\u200D্যাব হাসান',
      'শ্রীমতী র\u200D্যালি',
    ],
    reject: [
      '\u200D',
      '\u200Dর্যাব হাসান',
      'র্যাব\u200D হাসান',
      'র্যাব হাসান\u200C',
      'র\u200D\u200D্যাব হাসান',
      "O'\u200DBrien Seán",
      'John',
      'John  Smith',
      ' John Smith',
      'John Smith ',
      'John 3rd',
      'ㅤ ㅤ',
      'John -Smith',
    ],
  },
  JAPANESE_FULLWIDTH: {
    accept: [
      'ひらがな',
      'カタカナ',
      '漢字',
      '山田たろう',
      'スーパー',
      'ジョン・スミス',
      'か\u3099',
    ],
    reject: [
      'ｶﾀｶﾅ',
      'ﾔﾏﾀﾞ',
      'ＡＢＣ',
      '１２３',
      'abc',
      'ひら がな',
      'ひらがな\u3000',
      '한국어',
      '\u3099',
    ],
  },
  UPPERCASE: {
    accept: ['ABC', 'ÀÉÎ', 'ДЖ', 'E\u0301'],
    reject: ['ABC DEF', 'ABc', 'ABC1', 'ǅ'],
  },
  MOBILE: {
    accept: ['8801712345678', '+8801712345678', '0'],
    reject: ['+', '++880', '880-171', '880 171', '+880+1', '১২৩', '(880)171', '８８０'],
  },
};

const CONTROL_CHARS = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\n',
  '\t',
  '\u202E',
  '\u200B',
  '\u200D',
  '\u200C',
  '\u2066',
  '\u00AD',
  '\uFEFF',
];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

describe('pattern ids', () => {
  it('lists 24 unique ids, each with a pattern and messages', () => {
    expect(PATTERN_IDS).toHaveLength(24);
    expect(new Set(PATTERN_IDS).size).toBe(24);
    expect(Object.keys(PATTERNS).sort()).toEqual([...PATTERN_IDS].sort());
    expect(Object.keys(PATTERN_MESSAGES).sort()).toEqual([...PATTERN_IDS].sort());
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  it('narrows server-supplied ids', () => {
    expect(isPatternId('EMAIL')).toBe(true);
    expect(isPatternId('email')).toBe(false);
    expect(isPatternId('toString')).toBe(false);
  });

  it("uses '*' only for ANY", () => {
    for (const id of PATTERN_IDS) {
      expect(PATTERNS[id].acceptedPattern === '*').toBe(id === 'ANY');
    }
  });
});

describe.each(PATTERN_IDS)('%s', (id) => {
  const { test, acceptedPattern } = PATTERNS[id];
  const regex = compileAcceptedPattern(acceptedPattern);

  it.each(EXAMPLES[id].accept)('accepts %j', (value) => {
    expect(test(value)).toBe(true);
    expect(regex.test(value)).toBe(true);
  });

  it.each(EXAMPLES[id].reject)('rejects %j', (value) => {
    expect(test(value)).toBe(false);
  });

  it('compiles under the u and v flags, so an HTML pattern attribute can use it', () => {
    if (acceptedPattern === '*') return;
    expect(() => new RegExp(acceptedPattern, 'u')).not.toThrow();
    expect(() => new RegExp(acceptedPattern, 'v')).not.toThrow();
  });

  it('rejects control and format characters anywhere, and lone surrogates', () => {
    const valid = EXAMPLES[id].accept[0]!;
    // Name patterns accept a joiner between two letters (the examples above place them).
    const isJoinerBetweenLetters = (bad: string) =>
      (id === 'LETTERS_SPACES' || id === 'FULL_NAME') && /^[\u200C\u200D]$/.test(bad);
    for (const bad of [...CONTROL_CHARS, ...LONE_SURROGATES]) {
      for (const value of [
        bad,
        bad + valid,
        valid + bad,
        ...(isJoinerBetweenLetters(bad) ? [] : [valid.slice(0, 1) + bad + valid.slice(1)]),
      ]) {
        expect(test(value), JSON.stringify(value)).toBe(false);
        expect(regex.test(value), JSON.stringify(value)).toBe(false);
      }
    }
  });

  it('rejects the empty string unless ANY', () => {
    expect(test('')).toBe(id === 'ANY');
  });

  it('stays fast on long adversarial input', () => {
    const started = performance.now();
    for (const unit of ['a', 'A1', 'a.', 'a-', 'a ', '中', '가', 'ก', 'か', '1', 'a@a.']) {
      test(unit.repeat(20_000) + '\u0021@');
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('injection strings', () => {
  const passing = (value: string) => PATTERN_IDS.filter((id) => PATTERNS[id].test(value));

  it.each([
    ["'; DROP TABLE users; --", ['ANY', 'HAS_UPPERCASE']],
    ["' OR '1'='1", ['ANY', 'HAS_UPPERCASE']],
    ['<script>alert(1)</script>', ['ANY', 'NO_SPACES', 'ASCII_PRINTABLE']],
    ['<img src=x onerror=alert(1)>', ['ANY']],
    ['${7*7}', ['ANY', 'NO_SPACES', 'ASCII_PRINTABLE']],
    ['../../etc/passwd', ['ANY', 'NO_SPACES', 'ASCII_PRINTABLE']],
    ["admin'--", ['ANY', 'NO_SPACES', 'ASCII_PRINTABLE']],
    ["Admin1'--", ['ANY', 'HAS_UPPERCASE', 'NO_SPACES', 'ASCII_PRINTABLE', 'STRONG_PASSWORD']],
    ['javascript:alert(1)', ['ANY', 'NO_SPACES', 'ASCII_PRINTABLE']],
  ])('%j passes only %j', (value, expected) => {
    expect(passing(value)).toEqual(expected);
  });

  it('never passes a letters, digits, script, date or mobile pattern', () => {
    const strict: PatternId[] = PATTERN_IDS.filter(
      (id) =>
        !['ANY', 'HAS_UPPERCASE', 'NO_SPACES', 'ASCII_PRINTABLE', 'STRONG_PASSWORD'].includes(id),
    );
    for (const value of ["' OR 1=1 --", '<svg onload=alert(1)>', 'a@b.co<script>', '1;DROP']) {
      for (const id of strict) expect(PATTERNS[id].test(value), `${id} ${value}`).toBe(false);
    }
  });
});

describe('compileAcceptedPattern', () => {
  it("treats '*' as any text without control characters", () => {
    const any = compileAcceptedPattern('*');
    expect(any.flags).toBe('u');
    expect(any.test('')).toBe(true);
    expect(any.test('anything 😀 বাংলা')).toBe(true);
    expect(any.test('a\u0000')).toBe(false);
    expect(any.test('\uD800')).toBe(false);
  });

  it('matches the whole value even when the source is unanchored', () => {
    const digits = compileAcceptedPattern('[0-9]+');
    expect(digits.test('123')).toBe(true);
    expect(digits.test('a123')).toBe(false);
    expect(compileAcceptedPattern('a|b').test('ab')).toBe(false);
  });

  it('throws on an invalid source', () => {
    expect(() => compileAcceptedPattern('[')).toThrow(SyntaxError);
  });
});

describe('validateField', () => {
  const rule = { patternId: 'ALNUM', minLength: 2, maxLength: 4, required: true } as const;

  it('treats empty as required or absent', () => {
    expect(validateField('', rule)).toEqual({
      kind: 'required',
      patternId: 'ALNUM',
      min: 2,
      max: 4,
    });
    expect(validateField('', { ...rule, required: false })).toBeNull();
  });

  it('checks control characters, then length, then pattern', () => {
    expect(validateField('ab\u0000cdefgh', rule)?.kind).toBe('control');
    expect(validateField('abcdefgh', rule)?.kind).toBe('length');
    expect(validateField('a', rule)?.kind).toBe('length');
    expect(validateField('a b', rule)?.kind).toBe('pattern');
    expect(validateField('ab12', rule)).toBeNull();
  });

  it('does not trim: surrounding spaces are the caller’s to remove', () => {
    expect(validateField(' ab ', rule)?.kind).toBe('pattern');
    expect(validateField(' ', { ...rule, patternId: 'ANY', minLength: 1 })).toBeNull();
  });

  it('counts length in code points, not UTF-16 units', () => {
    expect('😀'.length).toBe(2);
    expect(codePointLength('😀')).toBe(1);
    expect(codePointLength('বাংলা')).toBe(5);
    expect(
      validateField('😀', { patternId: 'ANY', minLength: 1, maxLength: 1, required: true }),
    ).toBeNull();
    expect(
      validateField('😀😀', { patternId: 'ANY', minLength: 1, maxLength: 1, required: true })?.kind,
    ).toBe('length');
    expect(
      validateField('𠀀𠀁', {
        patternId: 'CHINESE_DIGITS',
        minLength: 2,
        maxLength: 2,
        required: true,
      }),
    ).toBeNull();
  });

  it('applies the calendar check behind the date regex', () => {
    const date = { patternId: 'DATE_YMD', minLength: 10, maxLength: 10, required: true } as const;
    expect(validateField('2024-02-29', date)).toBeNull();
    expect(validateField('2023-02-29', date)?.kind).toBe('pattern');
  });
});

describe('messages', () => {
  it('collapses "(min) - (max)" to one number when min equals max', () => {
    const template = 'Use (min) - (max) letters or digits.';
    expect(formatPatternMessage(template, 6, 20)).toBe('Use 6 - 20 letters or digits.');
    expect(formatPatternMessage(template, 11, 11)).toBe('Use 11 letters or digits.');
  });

  it('substitutes lone placeholders and leaves other wording alone', () => {
    expect(formatPatternMessage('At least (min), at most (max).', 3, 3)).toBe(
      'At least 3, at most 3.',
    );
    expect(formatPatternMessage('(min)-(max)', 4, 4)).toBe('4-4');
    expect(formatPatternMessage('(min) - (max) / (min) - (max)', 2, 2)).toBe('2 / 2');
    expect(formatPatternMessage('No numbers.', 1, 9)).toBe('No numbers.');
  });

  it.each(PATTERN_IDS)('%s has English and Bengali templates with the same placeholders', (id) => {
    const { EN, BN } = PATTERN_MESSAGES[id];
    expect(EN.length).toBeGreaterThan(0);
    expect(EN).not.toMatch(/[\u0980-\u09FF]/);
    expect(BN).toMatch(/[\u0980-\u09FF]/);
    const placeholders = (s: string) => s.match(/\((?:min|max)\)/g) ?? [];
    expect(placeholders(BN)).toEqual(placeholders(EN));
  });

  it('has English and Bengali generic messages', () => {
    for (const kind of ['required', 'control'] as const) {
      expect(FIELD_ISSUE_MESSAGES[kind].EN.length).toBeGreaterThan(0);
      expect(FIELD_ISSUE_MESSAGES[kind].BN).toMatch(/[\u0980-\u09FF]/);
    }
    expect(FIELD_ISSUE_MESSAGES.required.EN).toBe('Input cannot be empty');
  });

  it('builds the final message, falling back to English for other languages', () => {
    const digits = { patternId: 'DIGITS', minLength: 11, maxLength: 11, required: true } as const;
    const tooShort = validateField('123', digits)!;
    expect(fieldIssueMessage(tooShort, 'EN')).toBe('Use 11 digits.');
    expect(fieldIssueMessage(tooShort, 'BN')).toBe('শুধু সংখ্যা ব্যবহার করে 11 অঙ্ক লিখুন।');
    expect(fieldIssueMessage(tooShort, 'TH')).toBe('Use 11 digits.');
    expect(fieldIssueMessage(validateField('', digits)!, 'BN')).toBe('ইনপুট খালি রাখা যাবে না');
    expect(fieldIssueMessage(validateField('1\u200B', digits)!, 'EN')).toBe(
      'Remove hidden or control characters.',
    );
    const range = { ...digits, minLength: 6, maxLength: 20 };
    expect(fieldIssueMessage(validateField('12a456', range)!, 'EN')).toBe('Use 6 - 20 digits.');
  });
});

describe('validateField with joined names', () => {
  it('accepts a Bengali name with ZWJ/ZWNJ in the name patterns and refuses it elsewhere', () => {
    const rule = (patternId: 'LETTERS_SPACES' | 'FULL_NAME' | 'ANY') => ({
      patternId,
      minLength: 1,
      maxLength: 30,
      required: true,
    });
    expect(validateField('মোহাম্মদ র\u200D্যাব', rule('FULL_NAME'))).toBeNull();
    expect(validateField('ক্\u200Cষ', rule('LETTERS_SPACES'))).toBeNull();
    expect(validateField('র\u200D্যাব', rule('ANY'))?.kind).toBe('control');
    expect(validateField('\u200Dর', rule('FULL_NAME'))?.kind).toBe('pattern');
  });
});
