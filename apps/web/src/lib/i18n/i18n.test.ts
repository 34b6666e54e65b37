import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { bn } from './bn.ts';
import { en } from './en.ts';
import { gamesBn } from './games.bn.ts';
import { gamesEn } from './games.en.ts';
import type { GamesMessages } from './games.ts';
import type { Messages } from './messages.ts';
import { playerCentreBn } from './player-centre.bn.ts';
import { playerCentreEn } from './player-centre.en.ts';
import type { PlayerCentreMessages } from './player-centre.ts';
import { announcementsBn } from './announcements.bn.ts';
import { announcementsEn } from './announcements.en.ts';
import type { AnnouncementsMessages } from './announcements.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { i18n } from './i18n.ts';

describe('languages load on demand', () => {
  it('fetches a language for the main and the loaded bundles before showing it', async () => {
    await import('./games.ts');
    expect(i18n.hasResourceBundle('ne', 'translation')).toBe(false);
    useLanguageStore.getState().setLanguage('NE');
    // The old language stays on screen until the Nepali files are in: no raw keys meanwhile.
    expect(i18n.language).toBe('bn');
    await vi.waitFor(() => expect(i18n.language).toBe('ne'));
    const { ne } = await import('./ne.ts');
    const { gamesNe } = await import('./games.ne.ts');
    expect(i18n.t('header.login')).toBe(ne.header.login);
    expect(i18n.t('games.trial')).toBe(gamesNe.games.trial);
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    useLanguageStore.getState().setLanguage('BN');
    expect(i18n.language).toBe('bn');
  });

  it('reads English for a partial language, without fetching anything new', () => {
    useLanguageStore.getState().setLanguage('TH');
    expect(i18n.language).toBe('th');
    expect(i18n.t('header.login')).toBe(en.header.login);
    expect(i18n.hasResourceBundle('th', 'translation')).toBe(false);
    useLanguageStore.getState().setLanguage('BN');
  });

  it('the latest choice wins when an earlier file arrives later', async () => {
    useLanguageStore.getState().setLanguage('HI');
    useLanguageStore.getState().setLanguage('EN');
    expect(i18n.language).toBe('en');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('hi', 'translation')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe('en');
    useLanguageStore.getState().setLanguage('BN');
  });
});

function flatten(node: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value as object, path));
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('i18n resources', () => {
  it('BN and EN have exactly the same keys (type level)', () => {
    expectTypeOf(bn).toEqualTypeOf<Messages>();
    expectTypeOf<keyof typeof en>().toEqualTypeOf<keyof Messages>();
  });

  it('BN and EN have exactly the same keys (runtime)', () => {
    expect(Object.keys(flatten(bn)).sort()).toEqual(Object.keys(flatten(en)).sort());
  });

  it('no translation is empty and every placeholder is kept', () => {
    const flatBn = flatten(bn);
    for (const [key, english] of Object.entries(flatten(en))) {
      const bengali = flatBn[key] ?? '';
      expect(english.trim(), key).not.toBe('');
      expect(bengali.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(english));
    }
  });
});

describe('player-centre resources (loaded with their pages)', () => {
  it('BN and EN have exactly the same keys', () => {
    expectTypeOf(playerCentreBn).toEqualTypeOf<PlayerCentreMessages>();
    expect(Object.keys(flatten(playerCentreBn)).sort()).toEqual(
      Object.keys(flatten(playerCentreEn)).sort(),
    );
  });

  it('no translation is empty and every placeholder is kept', () => {
    const flatBn = flatten(playerCentreBn);
    for (const [key, english] of Object.entries(flatten(playerCentreEn))) {
      const bengali = flatBn[key] ?? '';
      expect(english.trim(), key).not.toBe('');
      expect(bengali.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(english));
    }
  });

  it('share no top-level key with the main resources', () => {
    const main = new Set(Object.keys(en));
    expect(Object.keys(playerCentreEn).filter((key) => main.has(key))).toEqual([]);
  });

  it('are served by i18next once a page has loaded them', async () => {
    await import('./player-centre.ts');
    const { i18n } = await import('./i18n.ts');
    expect(i18n.getFixedT('bn')('wallet.withdrawalStatus.PAYMENT_ISSUED')).toBe(
      'পেমেন্ট পাঠানো হয়েছে',
    );
    expect(i18n.getFixedT('en')('playerCentre.deposit')).toBe('Deposit');
  });
});

describe('game-screen resources (loaded with the game views)', () => {
  it('BN and EN have exactly the same keys', () => {
    expectTypeOf(gamesBn).toEqualTypeOf<GamesMessages>();
    expect(Object.keys(flatten(gamesBn)).sort()).toEqual(Object.keys(flatten(gamesEn)).sort());
  });

  it('no translation is empty and every placeholder is kept', () => {
    const flatBn = flatten(gamesBn);
    for (const [key, english] of Object.entries(flatten(gamesEn))) {
      const bengali = flatBn[key] ?? '';
      expect(english.trim(), key).not.toBe('');
      expect(bengali.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(english));
    }
  });

  it('share no top-level key with the main or player-centre resources', () => {
    const taken = new Set([...Object.keys(en), ...Object.keys(playerCentreEn)]);
    expect(Object.keys(gamesEn).filter((key) => taken.has(key))).toEqual([]);
  });

  it('are served by i18next once a game view has loaded them', async () => {
    await import('./games.ts');
    const { i18n } = await import('./i18n.ts');
    expect(i18n.getFixedT('bn')('games.trial')).toBe('ফ্রি ট্রায়াল');
    expect(i18n.getFixedT('en')('games.list.filter.JP')).toBe('Jackpot');
  });
});

describe('feedback resources (loaded with the feedback popup and page)', () => {
  it('BN and EN have the same keys, none empty, placeholders kept', async () => {
    const { feedbackEn } = await import('./feedback.en.ts');
    const { feedbackBn } = await import('./feedback.bn.ts');
    const flatBn = flatten(feedbackBn);
    expect(Object.keys(flatBn).sort()).toEqual(Object.keys(flatten(feedbackEn)).sort());
    for (const [key, english] of Object.entries(flatten(feedbackEn))) {
      const bengali = flatBn[key] ?? '';
      expect(english.trim(), key).not.toBe('');
      expect(bengali.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(english));
    }
  });

  it('share no top-level key with the main, player-centre or game resources', async () => {
    const { feedbackEn } = await import('./feedback.en.ts');
    const taken = new Set([
      ...Object.keys(en),
      ...Object.keys(playerCentreEn),
      ...Object.keys(gamesEn),
    ]);
    expect(Object.keys(feedbackEn).filter((key) => taken.has(key))).toEqual([]);
  });
});

describe('announcement resources (loaded with the marquee and the popups)', () => {
  it('BN and EN have exactly the same keys, none empty, placeholders kept', () => {
    expectTypeOf(announcementsBn).toEqualTypeOf<AnnouncementsMessages>();
    const flatBn = flatten(announcementsBn);
    const flatEn = flatten(announcementsEn);
    expect(Object.keys(flatBn).sort()).toEqual(Object.keys(flatEn).sort());
    for (const [key, english] of Object.entries(flatEn)) {
      expect(english.trim(), key).not.toBe('');
      expect((flatBn[key] ?? '').trim(), key).not.toBe('');
      expect(placeholders(flatBn[key] ?? ''), key).toEqual(placeholders(english));
    }
  });

  it('share no top-level key with the main, player-centre or game resources', () => {
    const taken = new Set([
      ...Object.keys(en),
      ...Object.keys(playerCentreEn),
      ...Object.keys(gamesEn),
    ]);
    expect(Object.keys(announcementsEn).filter((key) => taken.has(key))).toEqual([]);
  });
});

describe('live chat resources (loaded with the chat panel)', () => {
  it('BN and EN have exactly the same keys, none empty, placeholders kept', async () => {
    const { chatEn } = await import('./chat.en.ts');
    const { chatBn } = await import('./chat.bn.ts');
    const flatBn = flatten(chatBn);
    expect(Object.keys(flatBn).sort()).toEqual(Object.keys(flatten(chatEn)).sort());
    for (const [key, english] of Object.entries(flatten(chatEn))) {
      const bengali = flatBn[key] ?? '';
      expect(english.trim(), key).not.toBe('');
      expect(bengali.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(english));
    }
  });

  it('share no top-level key with the other resources', async () => {
    const { chatEn } = await import('./chat.en.ts');
    const { inhouseEn } = await import('./inhouse.en.ts');
    const taken = new Set([
      ...Object.keys(en),
      ...Object.keys(playerCentreEn),
      ...Object.keys(gamesEn),
      ...Object.keys(inhouseEn),
    ]);
    expect(Object.keys(chatEn).filter((key) => taken.has(key))).toEqual([]);
  });
});
