import '../../../lib/i18n/games.ts';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});
