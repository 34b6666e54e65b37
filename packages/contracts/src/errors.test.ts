import { describe, expect, it } from 'vitest';
import { errorMessagesBn } from './error-messages/bn.ts';
import { errorMessagesEn } from './error-messages/en.ts';
import { errorMessagesHi } from './error-messages/hi.ts';
import { errorMessagesNe } from './error-messages/ne.ts';
import { errorMessagesUr } from './error-messages/ur.ts';
import { ERROR_CODES, ERROR_STATUS, errorMessage, isErrorCode } from './errors.ts';
import { parseLanguage, LANGUAGES } from './i18n.ts';

describe('error catalogue', () => {
  it('has a status and a Bengali and English message for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(errorMessagesEn[code].length).toBeGreaterThan(0);
      expect(errorMessagesBn[code]).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('answers in every complete language (HI, UR, NE) and English for the partial ones', () => {
    expect(errorMessage('NOT_FOUND', 'HI')).toBe(errorMessagesHi.NOT_FOUND);
    expect(errorMessage('NOT_FOUND', 'UR')).toBe(errorMessagesUr.NOT_FOUND);
    expect(errorMessage('NOT_FOUND', 'NE')).toBe(errorMessagesNe.NOT_FOUND);
    expect(errorMessage('NOT_FOUND', 'AR')).toBe(errorMessagesEn.NOT_FOUND);
    expect(errorMessage('NOT_FOUND', undefined)).toBe(errorMessagesEn.NOT_FOUND);
  });

  it('falls back to English for languages without translations', () => {
    expect(errorMessage('NOT_FOUND', 'BN')).toBe('খুঁজে পাওয়া যায়নি।');
    expect(errorMessage('NOT_FOUND', 'TH')).toBe('Not found.');
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
  });
});

describe('languages', () => {
  it('lists BN first, EN and every language the spec names, RTL for AR, FA and UR', () => {
    const codes = LANGUAGES.map((l) => l.code);
    expect(codes[0]).toBe('BN');
    expect(codes).toHaveLength(28);
    expect(
      LANGUAGES.filter((l) => l.dir === 'rtl')
        .map((l) => l.code)
        .sort(),
    ).toEqual(['AR', 'FA', 'UR']);
    expect(parseLanguage(' en ')).toBe('EN');
    expect(parseLanguage('xx')).toBeUndefined();
  });
});
