import '../../../lib/i18n/games.ts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { WinnerBoard } from './winner-board.tsx';

const winners = Array.from({ length: 20 }, (_, i) => ({
  customerName: `pl***${i + 1}`,
  winAmount: String(1234567.5 - i * 1000),
  gameName: `Game ${i + 1}`,
  iconUrl: `/icon/${i + 1}.svg`,
}));

describe('WinnerBoard', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => useLanguageStore.getState().setLanguage('BN'));

  it('highlights the top three without rank numbers and ranks the rest from 4', () => {
    render(<WinnerBoard winners={winners} isPending={false} currencySymbol="৳" />);
    const top = screen.getAllByTestId('winner-top');
    expect(top).toHaveLength(3);
    expect(top[0]).toHaveTextContent('pl***1');
    expect(within(top[0]!).getByText('First place')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Top three winners' })).toBeInTheDocument();

    const rows = screen.getAllByTestId('winner-row');
    expect(rows).toHaveLength(17);
    expect(screen.getAllByTestId('winner-rank').map((r) => r.textContent)).toEqual(
      Array.from({ length: 17 }, (_, i) => String(i + 4)),
    );
    expect(rows[0]).toHaveTextContent('pl***4');
    expect(screen.getByRole('list', { name: 'More winners' })).toHaveAttribute('start', '4');
  });

  it('prints amounts with the currency, 2 decimals and thousand separators', () => {
    render(<WinnerBoard winners={winners} isPending={false} currencySymbol="৳" />);
    const amounts = screen.getAllByTestId('winner-amount').map((a) => a.textContent);
    expect(amounts[0]).toBe('৳1,234,567.50');
    expect(amounts[3]).toBe('৳1,231,567.50');
  });

  it('says so when there are no winners yet', () => {
    render(<WinnerBoard winners={[]} isPending={false} currencySymbol="৳" />);
    expect(screen.getByTestId('winners-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('winner-top')).toBeNull();
  });
});
