import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { makeGame } from '../testing.ts';
import { QueryClient } from '@tanstack/react-query';
import { readBootData } from '../../../lib/boot-data.ts';
import { GameListView, prefetchGameList } from './game-list-view.tsx';

const vendor = (code: string) => ({
  vassalage: code,
  name: `${code} Games`,
  logoUrl: `/lgw/art/vendors/${code}.svg`,
  categories: ['RNG'],
  wallet: 'SEAMLESS',
  maintenance: false,
  maintenanceEnd: null,
  gameCount: 30,
  sort: 1,
});

function listReply(request: SeenRequest) {
  const pageNo = Number(request.query.get('pageNo'));
  const content = Array.from({ length: 20 }, (_, i) =>
    makeGame({ nodeId: pageNo * 100 + i, gameName: `Game ${pageNo}-${i}` }),
  );
  return { value: { content, pageNum: pageNo, pageSize: 20, totalPages: 2, total: 40 } };
}

function setup(url = '/rng') {
  const api = mockApi({
    'GET /lgw/games/vendors': () => ({
      value: { data: { lanes: [{ gameType: 'RNG', vendors: [vendor('PG'), vendor('JDB')] }] } },
    }),
    'GET /lgw/games/list': listReply,
  });
  const view = renderWithApp(<GameListView category="RNG" title="Slots" />, { url });
  const lists = () => api.calls('GET /lgw/games/list').map((r) => r.query);
  return { api, view, lists };
}

describe('GameListView', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useLanguageStore.getState().setLanguage('BN');
    useModalStore.getState().closeAll();
  });

  it('shows the filter chips ALL HOT NEW FAV RECENT JP TG AC, without BG', async () => {
    setup();
    const group = await screen.findByRole('group', { name: 'Filter games' });
    const labels = [...group.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toEqual([
      'All',
      'Hot',
      'New',
      'Favourites',
      'Recent',
      'Jackpot',
      'Table games',
      'Arcade',
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the list for the chosen filter and vendor', async () => {
    const { lists, view } = setup();
    await screen.findAllByTestId('game-tile');
    await userEvent.click(screen.getByTestId('filter-HOT'));
    await waitFor(() => expect(lists().at(-1)?.get('gameClassify')).toBe('HOT'));
    await userEvent.click(await screen.findByRole('button', { name: /JDB Games/ }));
    await waitFor(() => expect(lists().at(-1)?.get('vassalage')).toBe('JDB'));
    expect(view.router.state.location.search).toBe('?gameClassify=HOT&vassalage=JDB');
    expect(lists().at(-1)?.get('gameType')).toBe('RNG');
  });

  it('opens the login popup for FAV when logged out, keeping the filter', async () => {
    const { lists } = setup();
    await screen.findAllByTestId('game-tile');
    await userEvent.click(screen.getByTestId('filter-FAV'));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(lists().every((q) => q.get('gameClassify') === 'ALL')).toBe(true);
  });

  it('reads the vendor from ?vassalage and searches by name', async () => {
    const { lists } = setup('/rng?vassalage=PG');
    await screen.findAllByTestId('game-tile');
    expect(lists()[0]?.get('vassalage')).toBe('PG');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'lotus');
    await waitFor(() => expect(lists().at(-1)?.get('name')).toBe('lotus'));
  });

  it('loads the next page with "load more"', async () => {
    const { lists } = setup();
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(20);
    expect(screen.getByTestId('game-count')).toHaveTextContent('Showing 20 of 40');
    await userEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(40));
    expect(lists().at(-1)?.get('pageNo')).toBe('2');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });
});

describe('the list page’s first load', () => {
  const page = {
    content: [makeGame({ nodeId: 7, gameName: 'From the page' })],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    total: 1,
  };
  const vendors = { data: { lanes: [{ gameType: 'RNG', vendors: [vendor('PG')] }] } };
  const bootPage = (params: Record<string, unknown>) =>
    new DOMParser().parseFromString(
      `<script type="application/json" id="boot-data">${JSON.stringify({
        games: { language: 'BN', params, page, vendors },
      })}</script>`,
      'text/html',
    );

  it('takes the games the server wrote into the page, without asking again', () => {
    useLanguageStore.getState().setLanguage('BN');
    readBootData(bootPage({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'ALL', name: '' }));
    const api = mockApi({});
    const client = new QueryClient();
    prefetchGameList(client, 'RNG', new URL('http://site/rng?vassalage=PG'));
    const cached = client.getQueryCache().findAll({ queryKey: ['games', 'BN'] });
    expect(cached.map((q) => q.state.data)).toEqual(
      expect.arrayContaining([vendors, { pages: [page], pageParams: [1] }]),
    );
    expect(api.calls('GET /lgw/games/list')).toHaveLength(0);
    // Used once: the next visit of a list page asks the API.
    prefetchGameList(client, 'RNG', new URL('http://site/rng?vassalage=JDB'));
    expect(client.getQueryCache().findAll({ queryKey: ['games', 'BN'] }).length).toBeGreaterThan(2);
  });

  it('asks the API when the page holds another list', async () => {
    useLanguageStore.getState().setLanguage('BN');
    readBootData(bootPage({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'HOT', name: '' }));
    const api = mockApi({
      'GET /lgw/games/list': listReply,
      'GET /lgw/games/vendors': () => ({ value: vendors }),
    });
    prefetchGameList(new QueryClient(), 'RNG', new URL('http://site/rng?vassalage=PG'));
    await waitFor(() => expect(api.calls('GET /lgw/games/list')).toHaveLength(1));
  });
});
