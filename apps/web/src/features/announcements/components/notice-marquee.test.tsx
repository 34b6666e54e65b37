import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { useModalStore } from '../../../lib/stores/modal-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

describe('home notice marquee', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useModalStore.getState().closeAll();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('shows the current notices; a title opens the notice popup at that item; stops in a hidden tab', async () => {
    const api = mockApi({
      'GET /wps/system/announcements': () => ({
        value: {
          list: [1, 2, 3].map((id) => ({
            id,
            type: 'PL',
            title: `Notice ${id}`,
            content: '<p>x</p>',
            linkage: null,
            execution: 'B',
            sequence: id,
            startAt: null,
            endAt: null,
          })),
          total: 3,
          pageNo: 1,
          pageSize: 9,
        },
      }),
    });
    renderWithApp(<NoticeMarquee />);
    const items = await screen.findAllByTestId('marquee-item');
    expect(items.map((i) => i.textContent)).toEqual(['Notice 1', 'Notice 2', 'Notice 3']);
    const query = api.calls('GET /wps/system/announcements')[0]!.query;
    expect([query.get('types'), query.get('execution')]).toEqual(['B,PL,PU,PR', 'B']);
    const strip = screen.getByTestId('notice-marquee');
    expect(strip).toHaveAttribute('data-running', 'true');

    await userEvent.click(items[1]!);
    expect(useModalStore.getState().stack).toEqual([{ name: 'notice', params: { index: '1' } }]);
    await userEvent.click(screen.getByTestId('marquee-all'));
    expect(useModalStore.getState().stack.at(-1)).toEqual({ name: 'announcement', params: {} });

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(strip).toHaveAttribute('data-running', 'false'));
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(strip).toHaveAttribute('data-running', 'true'));
    visibility.mockRestore();
  });
});
