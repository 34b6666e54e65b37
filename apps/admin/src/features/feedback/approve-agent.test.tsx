import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminFeedbackDetail } from '@portal/contracts/feedback';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, refusal, signInWith } from '../../testing/session.ts';
import FeedbackItemPage from './feedback-item.page.tsx';

const application: AdminFeedbackDetail = {
  id: 9,
  memberId: 42,
  sender: 'player01',
  type: 6,
  content: 'I would like to run a team of players in my town.',
  state: 'OPEN',
  imageCount: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  answeredAt: null,
  closedAt: null,
  waitingSeconds: 25 * 60,
  images: [],
  replies: [],
};

const OWNER = ['feedback.read', 'feedback.reply', 'agents.manage'] as const;

function renderItem(id = 9) {
  return renderWithApp(
    <Routes>
      <Route path="/feedback/:id" element={<FeedbackItemPage />} />
    </Routes>,
    { url: `/feedback/${id}` },
  );
}

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('approving an agent application from the feedback desk', () => {
  it('approves an open application as the picked agent type and links to the agent tree', async () => {
    signInWith([...OWNER], { role: 'owner' });
    let item = application;
    const calls = mockApi({
      'GET /wps/admin/feedback/9': () => ok(item),
      'POST /wps/admin/feedback/9/approve-agent': () => {
        item = {
          ...item,
          state: 'CLOSED',
          waitingSeconds: null,
          answeredAt: '2026-11-20T09:00:00.000Z',
          closedAt: '2026-11-20T09:00:00.000Z',
        };
        return ok(item);
      },
    });
    const { router } = renderItem();
    const detail = await screen.findByTestId('feedback-detail');
    expect(detail).toHaveTextContent('Agent application');

    await userEvent.click(screen.getByRole('button', { name: 'Approve as agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve player01 as an agent' });
    expect(within(dialog).getByRole('radio', { name: 'Type 1' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Type 41' }));
    await userEvent.click(within(dialog).getByTestId('approve-agent-submit'));

    expect(
      await screen.findByText('player01 is now an agent (type 41); the application is closed.'),
    ).toBeVisible();
    const approval = calls.find((c) => c.method === 'POST');
    expect(approval?.path).toBe('/wps/admin/feedback/9/approve-agent');
    expect(approval?.body).toEqual({ type: 41 });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('feedback-detail')).toHaveTextContent('Closed'));
    expect(screen.queryByTestId('approve-agent-open')).toBeNull();
    expect(screen.queryByTestId('feedback-reply-input')).toBeNull();
    // The item was read again after the approval.
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1);

    const link = screen.getByRole('link', { name: 'Open player01 in the agent tree' });
    expect(link).toHaveAttribute('href', '/agents?parentId=42');
    await userEvent.click(link);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/agents?parentId=42',
    );
  });

  it('shows the server’s message when the approval is refused', async () => {
    signInWith([...OWNER], { role: 'owner' });
    mockApi({
      'GET /wps/admin/feedback/9': () => ok(application),
      'POST /wps/admin/feedback/9/approve-agent': () =>
        refusal(409, 'AGENT_TRIAL_REFUSED', 'A trial account cannot be an agent.'),
    });
    renderItem();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve as agent' }));
    await userEvent.click(screen.getByTestId('approve-agent-submit'));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A trial account cannot be an agent.',
    );
    expect(screen.queryByTestId('approve-agent-tree')).toBeNull();
    expect(screen.getByTestId('feedback-detail')).toHaveTextContent('Waiting');
  });

  it('offers no approval for other question types', async () => {
    signInWith([...OWNER], { role: 'owner' });
    mockApi({ 'GET /wps/admin/feedback/9': () => ok({ ...application, type: 1 }) });
    renderItem();
    await screen.findByTestId('feedback-detail');
    expect(screen.getByTestId('feedback-reply-input')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve as agent' })).toBeNull();
  });

  it('offers no approval for a closed application', async () => {
    signInWith([...OWNER], { role: 'owner' });
    mockApi({ 'GET /wps/admin/feedback/9': () => ok({ ...application, state: 'CLOSED' }) });
    renderItem();
    await screen.findByTestId('feedback-detail');
    expect(screen.queryByRole('button', { name: 'Approve as agent' })).toBeNull();
  });

  it('offers no approval to a role without agents.manage', async () => {
    signInWith(['feedback.read', 'feedback.reply'], { role: 'support' });
    mockApi({ 'GET /wps/admin/feedback/9': () => ok(application) });
    renderItem();
    await screen.findByTestId('feedback-detail');
    expect(screen.getByTestId('feedback-reply-input')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve as agent' })).toBeNull();
  });
});
