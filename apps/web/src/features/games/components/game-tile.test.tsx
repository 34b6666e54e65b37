import '../../../lib/i18n/games.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { makeGame } from '../testing.ts';
import { GameTile } from './game-tile.tsx';

const handlers = () => ({
  onToggleFavourite: vi.fn(),
  onPlay: vi.fn(),
  onTrial: vi.fn(),
});

describe('GameTile', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => useLanguageStore.getState().setLanguage('BN'));

  it('shows the game name, vendor name, Play and Free Trial', async () => {
    const h = handlers();
    const game = makeGame();
    render(<GameTile game={game} index={0} isFavourite={false} {...h} />);
    const tile = screen.getByTestId('game-tile');
    expect(within(tile).getByRole('heading', { name: 'Lotus Lantern' })).toBeInTheDocument();
    expect(within(tile).getByText('Pagoda Games')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Lotus Lantern' }));
    expect(h.onPlay).toHaveBeenCalledWith(game);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Lotus Lantern' }));
    expect(h.onTrial).toHaveBeenCalledWith(game);
  });

  it('shows the hot badge only when isHot is 1', () => {
    const { rerender } = render(
      <GameTile game={makeGame({ isHot: 1 })} index={0} isFavourite={false} {...handlers()} />,
    );
    expect(screen.getByTestId('hot-badge')).toHaveTextContent('Hot');
    rerender(
      <GameTile game={makeGame({ isHot: 0 })} index={0} isFavourite={false} {...handlers()} />,
    );
    expect(screen.queryByTestId('hot-badge')).toBeNull();
  });

  it('cycles through six themes by index', () => {
    render(
      <ul>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <GameTile
              game={makeGame({ nodeId: i + 1 })}
              index={i}
              isFavourite={false}
              {...handlers()}
            />
          </li>
        ))}
      </ul>,
    );
    const themes = screen.getAllByTestId('game-tile').map((t) => t.dataset.themeIndex);
    expect(themes).toEqual(['0', '1', '2', '3', '4', '5', '0', '1']);
    const hues = screen
      .getAllByTestId('game-tile')
      .map((t) => t.style.getPropertyValue('--tile-hue'));
    expect(new Set(hues.slice(0, 6)).size).toBe(6);
    expect(hues[6]).toBe(hues[0]);
  });

  it('shows a maintenance overlay on a game under maintenance', () => {
    render(
      <GameTile
        game={makeGame({ maintenance: true })}
        index={0}
        isFavourite={false}
        {...handlers()}
      />,
    );
    expect(screen.getByTestId('tile-maintenance')).toHaveTextContent('Under maintenance');
  });

  it('has no maintenance overlay otherwise', () => {
    render(<GameTile game={makeGame()} index={0} isFavourite={false} {...handlers()} />);
    expect(screen.queryByTestId('tile-maintenance')).toBeNull();
  });

  it('is a favourite toggle with a pressed state and a label that names the game', async () => {
    const h = handlers();
    const { rerender } = render(
      <GameTile game={makeGame()} index={0} isFavourite={false} {...h} />,
    );
    const toggle = screen.getByRole('button', { name: 'Add Lotus Lantern to favourites' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(h.onToggleFavourite).toHaveBeenCalledTimes(1);
    rerender(<GameTile game={makeGame()} index={0} isFavourite {...h} />);
    expect(
      screen.getByRole('button', { name: 'Remove Lotus Lantern from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no free trial on a vendor lobby tile (isGame VASSALAGE)', () => {
    render(
      <GameTile
        game={makeGame({ isGame: 'VASSALAGE' })}
        index={0}
        isFavourite={false}
        {...handlers()}
      />,
    );
    expect(screen.queryByTestId('tile-trial')).toBeNull();
    expect(screen.getByTestId('tile-play')).toBeInTheDocument();
  });
});
