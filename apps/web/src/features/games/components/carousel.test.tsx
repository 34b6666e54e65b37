import '../../../lib/i18n/games.ts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { HOT_CAROUSEL, ROW_CAROUSEL } from '../layout-rules.ts';
import { Carousel } from './carousel.tsx';

function renderCarousel(count: number, arrowsAbove: number, autoplay = false) {
  return render(
    <Carousel
      variant="row"
      label="Slots"
      itemCount={count}
      arrowsAbove={arrowsAbove}
      autoplay={autoplay ? { delayMs: 1200, speedMs: 1100 } : undefined}
      header={<h2>Slots</h2>}
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>Game {i + 1}</li>
      ))}
    </Carousel>,
  );
}

describe('Carousel arrows', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => useLanguageStore.getState().setLanguage('BN'));

  it('home rows: none with 12 items, both arrows with 13', () => {
    const { unmount } = renderCarousel(12, ROW_CAROUSEL.arrowsAbove);
    expect(screen.queryByRole('button', { name: 'Previous games' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More games' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    unmount();
    renderCarousel(13, ROW_CAROUSEL.arrowsAbove);
    expect(screen.getByRole('button', { name: 'Previous games' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More games' })).toBeInTheDocument();
  });

  it('hot games: none with 7 items, arrows with 8', () => {
    const { unmount } = renderCarousel(7, HOT_CAROUSEL.arrowsAbove);
    expect(screen.queryByTestId('carousel-next')).toBeNull();
    unmount();
    renderCarousel(8, HOT_CAROUSEL.arrowsAbove);
    expect(screen.getByTestId('carousel-next')).toBeInTheDocument();
    expect(screen.getByTestId('carousel-prev')).toBeInTheDocument();
  });

  it('names its slide list and offers a pause button while it plays by itself', () => {
    renderCarousel(3, HOT_CAROUSEL.arrowsAbove, true);
    expect(screen.getByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause the moving games' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('the arrows follow what the browser reports as shown of the first and last game', () => {
    type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
    const observers: { callback: Callback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: Callback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    try {
      renderCarousel(13, ROW_CAROUSEL.arrowsAbove);
      const items = screen.getAllByRole('listitem');
      const io = observers.find((o) => o.targets[0]?.tagName === 'LI')!;
      expect(io.targets).toEqual([items[0], items[12]]);
      const prev = screen.getByTestId('carousel-prev');
      const next = screen.getByTestId('carousel-next');
      expect(prev).toBeDisabled();
      expect(next).toBeEnabled();
      // Scrolled to the end: the first game half gone, the last one fully shown.
      act(() =>
        io.callback([
          { target: items[0], intersectionRatio: 0.5 },
          { target: items[12], intersectionRatio: 1 },
        ]),
      );
      expect(prev).toBeEnabled();
      expect(next).toBeDisabled();
      // Back a little: only the last game's entry changes.
      act(() => io.callback([{ target: items[12], intersectionRatio: 0.4 }]));
      expect(prev).toBeEnabled();
      expect(next).toBeEnabled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
