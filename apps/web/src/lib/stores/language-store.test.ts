import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { readStoredLanguage, useLanguageStore } from './language-store.ts';

describe('language store', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('BN'));

  it('defaults to BN and ignores the browser language', () => {
    expect(navigator.language).not.toMatch(/^bn/);
    expect(readStoredLanguage()).toBe('BN');
  });

  it('persists the choice under both lang and hisLang', () => {
    useLanguageStore.getState().setLanguage('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(readStoredLanguage()).toBe('EN');
  });

  it('reads hisLang when lang is missing, and ignores unknown codes', () => {
    localStorage.setItem('hisLang', 'th');
    expect(readStoredLanguage()).toBe('TH');
    localStorage.setItem('lang', 'XX');
    expect(readStoredLanguage()).toBe('TH');
  });

  it('sets <html lang> and dir, rtl for AR, FA and UR', async () => {
    const html = document.documentElement;
    useLanguageStore.getState().setLanguage('AR');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    useLanguageStore.getState().setLanguage('FA');
    expect(html.dir).toBe('rtl');
    useLanguageStore.getState().setLanguage('EN');
    expect(html.dir).toBe('ltr');
    // Urdu is complete: its own file loads first, then lang and dir change.
    useLanguageStore.getState().setLanguage('UR');
    await vi.waitFor(() => expect(html.lang).toBe('ur'));
    expect(html.dir).toBe('rtl');
    useLanguageStore.getState().setLanguage('BN');
    expect(html.lang).toBe('bn');
    expect(html.dir).toBe('ltr');
  });

  it('translates BN and EN, and falls back to English for the others', () => {
    useLanguageStore.getState().setLanguage('EN');
    expect(i18n.t('header.login')).toBe('Log in');
    useLanguageStore.getState().setLanguage('JA');
    expect(i18n.t('header.login')).toBe('Log in');
    useLanguageStore.getState().setLanguage('BN');
    expect(i18n.t('header.login')).toBe('লগ ইন');
  });
});
