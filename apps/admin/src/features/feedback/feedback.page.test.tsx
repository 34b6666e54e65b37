import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminFeedback, AdminFeedbackDetail } from '@portal/contracts/feedback';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import FeedbackItemPage from './feedback-item.page.tsx';
import FeedbackPage from './feedback.page.tsx';

const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script> deposit missing';

const row: AdminFeedback = {
  id: 7,
  memberId: 42,
  sender: 'player01',
  type: 1,
  content: XSS,
  state: 'OPEN',
  imageCount: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  answeredAt: null,
  closedAt: null,
  waitingSeconds: 3 * 3600 + 12 * 60 + 5,
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('feedback desk', () => {
  it('lists the queue with waiting times and filters, showing players’ words as text', async () => {
    signInWith(['feedback.read', 'feedback.reply'], { role: 'support' });
    const calls = mockApi({
      'GET /wps/admin/feedback': () =>
        ok({ list: [row], total: 1, open: 4, pageNo: 1, pageSize: 20 }),
    });
    renderWithApp(<FeedbackPage />, { url: '/feedback' });
    const table = await screen.findByTestId('feedback-queue');
    expect(table).toHaveTextContent('waiting 3 h 12 min');
    expect(table).toHaveTextContent('player01');
    expect(table).toHaveTextContent('Deposit');
    expect(within(table).getByTestId('feedback-open').textContent).toBe(XSS);
    expect(table.querySelector('img, script')).toBeNull();
    expect(screen.getByTestId('feedback-open-count')).toHaveTextContent('4 waiting');
    await userEvent.selectOptions(screen.getByTestId('feedback-type-filter'), '6');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/wps/admin/feedback?pageNo=1&pageSize=20&state=OPEN&type=6'),
    );
  });

  it('shows one item with its image, answers it and closes it', async () => {
    signInWith(['feedback.read', 'feedback.reply'], { role: 'support' });
    let item: AdminFeedbackDetail = {
      ...row,
      images: [{ id: 3, url: '/wps/admin/feedback/7/images/3' }],
      replies: [],
    };
    const calls = mockApi({
      'GET /wps/admin/feedback/7': () => ok(item),
      'GET /wps/admin/feedback/7/images/3': () => ({
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
        type: 'image/jpeg',
      }),
      'POST /wps/admin/feedback/7/reply': (body) => {
        item = {
          ...item,
          state: 'ANSWERED',
          waitingSeconds: null,
          replies: [
            {
              id: 1,
              content: (body as { content: string }).content,
              operator: 'support1',
              createdAt: '2026-11-20T11:00:00.000Z',
            },
          ],
        };
        return ok(item);
      },
      'POST /wps/admin/feedback/7/close': () => {
        item = { ...item, state: 'CLOSED' };
        return ok(item);
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/feedback/:id" element={<FeedbackItemPage />} />
      </Routes>,
      { url: '/feedback/7' },
    );
    const detail = await screen.findByTestId('feedback-detail');
    expect(within(detail).getByTestId('feedback-content').textContent).toBe(XSS);
    expect(await within(detail).findByAltText('Image 1 of feedback #7')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('feedback-reply-send'));
    expect(screen.getByText('Write an answer of at most 1000 characters.')).toBeVisible();
    await userEvent.type(screen.getByTestId('feedback-reply-input'), 'Credited, sorry.');
    await userEvent.click(screen.getByTestId('feedback-reply-send'));
    expect(await screen.findByTestId('feedback-answer')).toHaveTextContent('Credited, sorry.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Credited, sorry.' });

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(screen.queryByTestId('feedback-reply-input')).toBeNull());
  });

  it('hides the answer box from roles that may only read', async () => {
    signInWith(['feedback.read'], { role: 'owner' });
    mockApi({ 'GET /wps/admin/feedback/7': () => ok({ ...row, images: [], replies: [] }) });
    renderWithApp(
      <Routes>
        <Route path="/feedback/:id" element={<FeedbackItemPage />} />
      </Routes>,
      { url: '/feedback/7' },
    );
    await screen.findByTestId('feedback-detail');
    expect(screen.queryByTestId('feedback-reply-input')).toBeNull();
  });
});
