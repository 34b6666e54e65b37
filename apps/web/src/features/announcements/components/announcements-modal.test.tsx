import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@portal/contracts/announcements';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { AnnouncementsModal, slotOf } from './announcements-modal.tsx';

const item = (id: number, over: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'B',
  title: `Notice ${id}`,
  content: `<p>Body of <strong>${id}</strong></p>`,
  linkage: null,
  execution: 'B',
  sequence: id,
  startAt: null,
  endAt: null,
  ...over,
});

/** 40 items on the server, 9 a page, in the page's language. */
function serve() {
  return mockApi({
    'GET /wps/system/announcements': (request) => {
      const pageNo = Number(request.query.get('pageNo'));
      const language = request.query.get('language');
      const all = Array.from({ length: 40 }, (_, k) =>
        item(k + 1, {
          title: `${language === 'BN' ? 'নোটিশ' : 'Notice'} ${k + 1}`,
          linkage: k === 0 ? 'rewardCenter' : null,
        }),
      );
      return {
        value: { list: all.slice((pageNo - 1) * 9, pageNo * 9), total: 40, pageNo, pageSize: 9 },
      };
    },
  });
}

describe('announcements popup', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('lists 9 titles a page with a margin-1 range-5 pager; a click opens, a second click collapses', async () => {
    const api = serve();
    renderWithApp(<AnnouncementsModal kind="announcement" onOpenChange={() => undefined} />);
    const items = await screen.findAllByTestId('announcement-item');
    expect(items).toHaveLength(9);
    const first = api.calls('GET /wps/system/announcements')[0]!.query;
    expect(Object.fromEntries(first)).toMatchObject({
      types: 'B,PL,PU,PR,H',
      platform: 'W',
      language: 'EN',
      pageNo: '1',
      pageSize: '9',
    });
    expect(screen.queryByTestId('announcement-content')).toBeNull();

    await userEvent.click(within(items[2]!).getByTestId('announcement-toggle'));
    // The server's sanitised HTML is rendered as HTML.
    expect(screen.getByTestId('announcement-content').innerHTML).toBe(
      '<p>Body of <strong>3</strong></p>',
    );
    await userEvent.click(within(items[2]!).getByTestId('announcement-toggle'));
    expect(screen.queryByTestId('announcement-content')).toBeNull();

    // 40 items → 5 pages: 1 2 3 4 5 shown, then page 5 → pages 1 … 3 4 5.
    const pager = screen.getByTestId('announcement-list-pager');
    expect(within(pager).getByText('5')).toBeInTheDocument();
    await userEvent.click(within(pager).getByText('5'));
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(4));
    expect(screen.getAllByTestId('announcement-item')[0]).toHaveTextContent('Notice 37');
  });

  it('opens the notice popup at the stored notice index and reads again on a language change', async () => {
    const api = serve();
    renderWithApp(<AnnouncementsModal kind="notice" index={10} onOpenChange={() => undefined} />);
    // Index 10 is the second item of page 2.
    const content = await screen.findByTestId('announcement-content');
    expect(content).toHaveTextContent('Body of 11');
    const query = api.calls('GET /wps/system/announcements')[0]!.query;
    expect([query.get('types'), query.get('execution'), query.get('pageNo')]).toEqual([
      'B,PL,PU,PR',
      'B',
      '2',
    ]);
    act(() => useLanguageStore.getState().setLanguage('BN'));
    await waitFor(() =>
      expect(screen.getAllByTestId('announcement-item')[0]).toHaveTextContent('নোটিশ 10'),
    );
    expect(api.calls('GET /wps/system/announcements').at(-1)!.query.get('language')).toBe('BN');
  });

  it('jumps to the reward centre from an item that links there', async () => {
    serve();
    const closed = vi.fn();
    const { router } = renderWithApp(
      <AnnouncementsModal kind="announcement" onOpenChange={closed} />,
    );
    const items = await screen.findAllByTestId('announcement-item');
    await userEvent.click(within(items[0]!).getByTestId('announcement-toggle'));
    await userEvent.click(screen.getByTestId('announcement-reward-center'));
    expect(closed).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/rewardCenter');
  });

  it('maps a notice index to its page and place', () => {
    expect(slotOf(undefined)).toEqual({ pageNo: 1, slot: null });
    expect(slotOf(0)).toEqual({ pageNo: 1, slot: 0 });
    expect(slotOf(8)).toEqual({ pageNo: 1, slot: 8 });
    expect(slotOf(9)).toEqual({ pageNo: 2, slot: 0 });
    expect(slotOf(-1)).toEqual({ pageNo: 1, slot: null });
  });

  it('renders titles as text, never as HTML', async () => {
    mockApi({
      'GET /wps/system/announcements': () => ({
        value: {
          list: [item(1, { title: '<img src=x onerror=alert(1)>' })],
          total: 1,
          pageNo: 1,
          pageSize: 9,
        },
      }),
    });
    renderWithApp(<AnnouncementsModal kind="announcement" onOpenChange={() => undefined} />);
    const toggle = await screen.findByTestId('announcement-toggle');
    expect(toggle).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(toggle.querySelector('img')).toBeNull();
  });
});
