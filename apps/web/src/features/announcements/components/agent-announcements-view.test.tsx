import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@portal/contracts/announcements';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/format.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { AgentAnnouncementsView } from './agent-announcements-view.tsx';

const item = (id: number, over: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'AG',
  title: `Agent news ${id}`,
  content: `<p>New commission rules <strong>${id}</strong></p>`,
  linkage: null,
  execution: 'A',
  sequence: id,
  startAt: '2026-11-25T06:00:00.000Z',
  endAt: null,
  ...over,
});

const page = (list: Announcement[], request: SeenRequest, total = list.length) => ({
  value: { list, total, pageNo: Number(request.query.get('pageNo')), pageSize: 9 },
});

describe('agent announcements', () => {
  signInEachTest('agent01');

  it('reads the agent type with the announcements call and shows title, day and content', async () => {
    const api = mockApi({
      'GET /wps/system/announcements': (request) => page([item(1), item(2)], request, 12),
    });
    const { router } = renderWithApp(<AgentAnnouncementsView />, {
      url: '/agentHome?view=announcements',
    });
    const [first] = await screen.findAllByTestId('announcement-item');
    expect(Object.fromEntries(api.calls('GET /wps/system/announcements')[0]!.query)).toMatchObject({
      types: 'AG',
      platform: 'W',
      language: 'EN',
      pageNo: '1',
    });
    expect(first).toHaveTextContent('Agents');
    expect(first).toHaveTextContent('Agent news 1');
    expect(within(first!).getByTestId('announcement-date')).toHaveTextContent(
      formatDay('2026-11-25T06:00:00.000Z', 'en'),
    );
    await userEvent.click(within(first!).getByTestId('announcement-toggle'));
    expect(within(first!).getByTestId('announcement-content').innerHTML).toBe(
      '<p>New commission rules <strong>1</strong></p>',
    );

    await userEvent.click(screen.getByTestId('agent-announcements-list-pager-next'));
    await waitFor(() =>
      expect(api.calls('GET /wps/system/announcements').at(-1)!.query.get('pageNo')).toBe('2'),
    );
    expect(router.state.location.search).toBe('?view=announcements&page=2');
  });

  it('says when there is none, and offers a retry on a failure', async () => {
    let fail = false;
    mockApi({
      'GET /wps/system/announcements': (request) =>
        fail ? { code: 'INTERNAL_ERROR', status: 500 } : page([], request),
    });
    const { unmount } = renderWithApp(<AgentAnnouncementsView />, {
      url: '/agentHome?view=announcements',
    });
    expect(await screen.findByTestId('agent-announcements-empty')).toHaveTextContent(
      'No agent announcements',
    );
    unmount();
    fail = true;
    renderWithApp(<AgentAnnouncementsView />, { url: '/agentHome?view=announcements' });
    const error = await screen.findByTestId('agent-announcements-error');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('writes the day in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi({ 'GET /wps/system/announcements': (request) => page([item(1)], request) });
    renderWithApp(<AgentAnnouncementsView />, { url: '/agentHome?view=announcements' });
    const date = await screen.findByTestId('announcement-date');
    expect(date).toHaveTextContent('২০২৬');
  });
});
