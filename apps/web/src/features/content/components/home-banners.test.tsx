import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@portal/contracts/content';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { BANNER_AUTOPLAY_MS } from './hero-banner.tsx';
import { HomeBanners } from './home-banners.tsx';

const banner = (id: number, extra: Partial<Banner> = {}): Banner => ({
  id,
  groupName: 'w_home',
  sequence: id,
  kind: 'IMAGE',
  url: `/wps/content/images/${String(id).padStart(64, 'a')}.webp`,
  title: `Banner ${id}`,
  linkage: '',
  linkageType: 'NONE',
  ...extra,
});

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;

beforeEach(() => {
  useLanguageStore.getState().setLanguage('EN');
  observed = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        observed = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useLanguageStore.getState().setLanguage('BN');
});

describe('home banners', () => {
  it('shows a skeleton of fixed size, then one banner without pagination dots', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /wps/system/banners': async () => {
        await ready;
        return { value: { list: [banner(1, { title: '<img src=x onerror=alert(1)>' })] } };
      },
    });
    renderWithApp(<HomeBanners onJoin={() => undefined} />);
    expect(screen.getByTestId('banner-skeleton')).toBeInTheDocument();
    release();
    const carousel = await screen.findByTestId('home-banners');
    // The title is alt text, never markup.
    expect(within(carousel).getByRole('img')).toHaveAttribute(
      'alt',
      '<img src=x onerror=alert(1)>',
    );
    expect(carousel.querySelector('img[onerror]')).toBeNull();
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
  });

  it('with several banners: dots, autoplay every 5000 ms, a paused carousel when the tab is hidden or off screen', async () => {
    mockApi({
      'GET /wps/system/banners': () => ({
        value: {
          list: [
            banner(1, { linkageType: 'ROUTE', linkage: '/promotions' }),
            banner(2, { linkageType: 'URL', linkage: 'https://example.com/x' }),
            banner(3),
          ],
        },
      }),
    });
    renderWithApp(<HomeBanners onJoin={() => undefined} />);
    const carousel = await screen.findByTestId('home-banners');
    vi.useFakeTimers();
    // Off screen and back: the autoplay timer starts again, now on the fake clock.
    act(() => {
      observed?.([{ isIntersecting: false }]);
    });
    act(() => {
      observed?.([{ isIntersecting: true }]);
    });
    expect(within(carousel).getAllByRole('button')).toHaveLength(3);
    expect(within(carousel).getAllByRole('link')[0]).toHaveAttribute('href', '/promotions');
    expect(within(carousel).getAllByRole('link', { hidden: true })[1]).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(current()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 10);
    });
    expect(current()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(current()).toBe(1);

    // Hidden tab: no advance.
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3);
    });
    expect(current()).toBe(1);
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(2);

    // Off screen: no advance.
    act(() => {
      observed?.([{ isIntersecting: false }]);
    });
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    });
    expect(current()).toBe(2);
    act(() => {
      observed?.([{ isIntersecting: true }]);
    });
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(current()).toBe(0);

    // A dot jumps to its slide.
    fireEvent.click(within(carousel).getAllByRole('button')[2]!);
    expect(current()).toBe(2);
  });

  it('falls back to the launch slide when the operator has no home banner', async () => {
    mockApi({ 'GET /wps/system/banners': () => ({ value: { list: [] } }) });
    renderWithApp(<HomeBanners onJoin={() => undefined} />);
    await waitFor(() => expect(screen.queryByTestId('banner-skeleton')).toBeNull());
    expect(screen.queryByTestId('home-banners')).toBeNull();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeInTheDocument();
  });
});
