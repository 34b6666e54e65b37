import { describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { i18n } from './i18n.ts';

describe('languages load on demand', () => {
  it('fetches a language for the main and the loaded bundles before showing it', async () => {
    await import('./games.ts');
    expect(i18n.hasResourceBundle('ne')).toBe(false);
    useLanguageStore.getState().setLanguage('NE');
    // The old language stays on screen until the Nepali files are in: no raw keys meanwhile.
    expect(i18n.language).toBe('bn');
    await vi.waitFor(() => expect(i18n.language).toBe('ne'));
    const { ne } = await import('./ne.ts');
    const { gamesNe } = await import('./games.ne.ts');
    expect(i18n.t('header.login')).toBe(ne.header.login);
    expect(i18n.t('games.trial')).toBe(gamesNe.games.trial);
    expect(i18n.hasResourceBundle('hi')).toBe(false);
    useLanguageStore.getState().setLanguage('BN');
    expect(i18n.language).toBe('bn');
  });

  it('reads English for a partial language, without fetching anything new', () => {
    useLanguageStore.getState().setLanguage('TH');
    expect(i18n.language).toBe('th');
    expect(i18n.t('header.login')).toBe(en.header.login);
    expect(i18n.hasResourceBundle('th')).toBe(false);
    useLanguageStore.getState().setLanguage('BN');
  });

  it('the latest choice wins when an earlier file arrives later', async () => {
    useLanguageStore.getState().setLanguage('HI');
    useLanguageStore.getState().setLanguage('EN');
    expect(i18n.language).toBe('en');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('hi')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe('en');
    useLanguageStore.getState().setLanguage('BN');
  });
});

/**
 * A page's strings come in a bundle of their own (completeness in languages.test.ts); each is
 * served by i18next once the page has loaded it.
 */
describe('bundles loaded with their pages', () => {
  it('are served by i18next once a player-centre page has loaded them', async () => {
    await import('./player-centre.ts');
    expect(i18n.getFixedT('bn')('wallet.withdrawalStatus.PAYMENT_ISSUED')).toBe(
      'পেমেন্ট পাঠানো হয়েছে',
    );
    expect(i18n.getFixedT('en')('playerCentre.deposit')).toBe('Deposit');
  });

  it('are served by i18next once a game view has loaded them', async () => {
    await import('./games.ts');
    expect(i18n.getFixedT('bn')('games.trial')).toBe('ফ্রি ট্রায়াল');
    expect(i18n.getFixedT('en')('games.list.filter.JP')).toBe('Jackpot');
  });

  it('are served by i18next once an in-house page has loaded them', async () => {
    await import('./inhouse.ts');
    expect(i18n.getFixedT('bn')('inhouse.games.dice')).toBe('ডাইস');
    expect(i18n.getFixedT('en')('inhouse.fair.previousBets', { count: 1 })).toBe(
      '1 bet was played with this pair.',
    );
  });
});
