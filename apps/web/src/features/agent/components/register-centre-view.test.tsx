import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliateLink, AffiliateMember } from '@portal/contracts/agent-team';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetServerKey } from '../../../lib/crypto-envelope.ts';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { createServerKeys, mockApi, type SeenRequest } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { signInEachTest } from '../../../testing/session.ts';
import { RegisterCentreView } from './register-centre-view.tsx';

let server: Awaited<ReturnType<typeof createServerKeys>>;

const link = (id: number, over: Partial<AffiliateLink> = {}): AffiliateLink => ({
  id,
  name: `Link ${id}`,
  code: `AG${id}XYZ`,
  registerPath: `/register?affiliateCode=AG${id}XYZ`,
  clicks: 1520,
  registrations: 37,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

const member = (username: string, over: Partial<AffiliateMember> = {}): AffiliateMember => ({
  username,
  linkName: 'Link 1',
  registeredAt: '2026-11-20T08:00:00.000Z',
  deposited: true,
  ...over,
});

const members = (list: AffiliateMember[]) => (request: SeenRequest) => ({
  value: { list, total: list.length, pageNo: Number(request.query.get('pageNo')), pageSize: 20 },
});

/** The calls the view makes on open, with the links and members given. */
function baseRoutes(links: AffiliateLink[] = [], max = 20, signUps: AffiliateMember[] = []) {
  return {
    'GET /wps/agent/affiliate/links': () => ({ value: { list: links, max } }),
    'GET /wps/agent/affiliate/members': members(signUps),
  };
}

const input = (testId: string) => screen.getByTestId(testId).querySelector('input')!;

describe('register centre', () => {
  signInEachTest('agent01');
  beforeAll(async () => {
    server = await createServerKeys();
  });
  beforeEach(() => {
    forgetServerKey();
  });

  it('opens a downline account, sent encrypted, and shows the server’s field problems under the fields', async () => {
    let attempt = 0;
    const api = mockApi({
      ...baseRoutes(),
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'PUT /wps/agent/downlines': () => {
        attempt += 1;
        if (attempt === 1) {
          return {
            code: 'VALIDATION_FAILED',
            status: 400,
            details: [
              { path: 'body.username', message: 'This username is taken' },
              { path: 'body.password', message: 'Use 8 to 20 letters and digits' },
            ],
          };
        }
        return { value: { id: 91, username: 'subagent9', isAgent: true } };
      },
    });
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    const form = await screen.findByTestId('open-downline-form');

    // Checked here first: nothing is sent without the three fields and a matching confirmation.
    await userEvent.click(within(form).getByTestId('open-downline-submit'));
    expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(3);
    await userEvent.type(input('open-downline-username'), 'subagent9');
    await userEvent.type(input('open-downline-password'), 'short');
    await userEvent.type(input('open-downline-confirmPassword'), 'shorter');
    await userEvent.click(within(form).getByTestId('open-downline-submit'));
    expect(within(form).getByText('Confirmation password is not correct')).toBeVisible();
    expect(api.calls('PUT /wps/agent/downlines')).toHaveLength(0);

    await userEvent.clear(input('open-downline-confirmPassword'));
    await userEvent.type(input('open-downline-confirmPassword'), 'short');
    await userEvent.click(within(form).getByTestId('open-downline-kind-AGENT'));
    await userEvent.click(within(form).getByTestId('open-downline-submit'));

    expect(
      await within(screen.getByTestId('open-downline-username')).findByText(
        'This username is taken',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('open-downline-password')).toHaveTextContent(
      'Use 8 to 20 letters and digits',
    );
    expect(input('open-downline-username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('open-downline-error')).toBeNull();
    const [put] = api.calls('PUT /wps/agent/downlines');
    expect(put!.headers.get('encryption')).toBeTruthy();
    const { inner } = await server.open(put!);
    expect(inner.data).toEqual({
      kind: 'AGENT',
      username: 'subagent9',
      password: 'short',
      confirmPassword: 'short',
    });

    // Fixed, the account opens.
    await userEvent.clear(input('open-downline-password'));
    await userEvent.type(input('open-downline-password'), 'Better2026');
    await userEvent.clear(input('open-downline-confirmPassword'));
    await userEvent.type(input('open-downline-confirmPassword'), 'Better2026');
    await userEvent.click(within(form).getByTestId('open-downline-submit'));
    expect(await screen.findByTestId('open-downline-done')).toHaveTextContent(
      'Account subagent9 is open.',
    );
    expect(input('open-downline-username')).toHaveValue('');
  });

  it('shows a refusal without field details above the button', async () => {
    mockApi({
      ...baseRoutes(),
      'GET /wps/system/publicKey': () => ({ value: server.publicKey }),
      'PUT /wps/agent/downlines': () => ({ code: 'AUTH_PASSWORD_WEAK', status: 400 }),
    });
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    await screen.findByTestId('open-downline-form');
    await userEvent.type(input('open-downline-username'), 'player77');
    await userEvent.type(input('open-downline-password'), 'a123456');
    await userEvent.type(input('open-downline-confirmPassword'), 'a123456');
    await userEvent.click(screen.getByTestId('open-downline-submit'));
    expect(await screen.findByTestId('open-downline-error')).toHaveTextContent('server text');
  });

  it('lists the links with their full address, QR code, copy button and counts', async () => {
    mockApi(
      baseRoutes([link(1), link(2, { name: 'Telegram group', clicks: 0, registrations: 0 })], 20, [
        member('player01'),
        member('player02', { linkName: null, deposited: false }),
      ]),
    );
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    const [first, second] = await screen.findAllByTestId('affiliate-link');
    expect(screen.getByTestId('affiliate-links-count')).toHaveTextContent('Links: 2 of 20');
    expect(within(first!).getByTestId('affiliate-link-name')).toHaveTextContent('Link 1');
    expect(within(first!).getByTestId('affiliate-link-url')).toHaveTextContent(
      `${window.location.origin}/register?affiliateCode=AG1XYZ`,
    );
    expect(within(first!).getByTestId('affiliate-link-clicks')).toHaveTextContent('1,520');
    expect(within(first!).getByTestId('affiliate-link-registrations')).toHaveTextContent('37');
    expect(within(first!).getByRole('img', { name: 'QR code of the link Link 1' })).toBeVisible();
    expect(within(first!).getByRole('button', { name: 'Copy the link' })).toBeVisible();
    expect(within(second!).getByTestId('affiliate-link-name')).toHaveTextContent('Telegram group');

    const [signedUp, own] = await screen.findAllByTestId('affiliate-member');
    expect(signedUp).toHaveTextContent('player01');
    expect(signedUp).toHaveTextContent('Link 1');
    expect(within(signedUp!).getByTestId('affiliate-member-deposited')).toHaveTextContent('Yes');
    expect(own).toHaveTextContent('Your invitation code');
    expect(within(own!).getByTestId('affiliate-member-deposited')).toHaveTextContent('Not yet');
  });

  it('creates a link, then deletes one after a confirmation', async () => {
    let links = [link(1)];
    const api = mockApi({
      ...baseRoutes(),
      'GET /wps/agent/affiliate/links': () => ({ value: { list: links, max: 20 } }),
      'POST /wps/agent/affiliate/links': (request) => {
        const created = link(2, { name: (request.body as { name: string }).name, clicks: 0 });
        links = [...links, created];
        return { value: created };
      },
      'DELETE /wps/agent/affiliate/links/1': () => {
        links = links.filter((item) => item.id !== 1);
        return { value: null };
      },
    });
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    await screen.findAllByTestId('affiliate-link');

    // A name is needed.
    await userEvent.click(screen.getByTestId('affiliate-create-submit'));
    expect(screen.getByTestId('affiliate-name')).toHaveTextContent('Input cannot be empty');
    expect(api.calls('POST /wps/agent/affiliate/links')).toHaveLength(0);

    await userEvent.type(input('affiliate-name'), '  Facebook page ');
    await userEvent.click(screen.getByTestId('affiliate-create-submit'));
    await waitFor(() => expect(screen.getAllByTestId('affiliate-link')).toHaveLength(2));
    expect(api.calls('POST /wps/agent/affiliate/links')[0]!.body).toEqual({
      name: 'Facebook page',
    });
    expect(screen.getAllByTestId('affiliate-link-name')[1]).toHaveTextContent('Facebook page');
    expect(input('affiliate-name')).toHaveValue('');

    // Deleting asks first; cancelling sends nothing.
    const [first] = screen.getAllByTestId('affiliate-link');
    await userEvent.click(within(first!).getByTestId('affiliate-link-delete'));
    const dialog = await screen.findByTestId('affiliate-delete');
    expect(dialog).toHaveTextContent('The link Link 1 stops working.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('affiliate-delete')).toBeNull());
    expect(api.calls('DELETE /wps/agent/affiliate/links/1')).toHaveLength(0);

    await userEvent.click(within(first!).getByTestId('affiliate-link-delete'));
    await userEvent.click(await screen.findByTestId('affiliate-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('affiliate-link')).toHaveLength(1));
    expect(api.calls('DELETE /wps/agent/affiliate/links/1')).toHaveLength(1);
    expect(screen.getByTestId('affiliate-link-name')).toHaveTextContent('Facebook page');
    expect(screen.queryByTestId('affiliate-delete')).toBeNull();
  });

  it('keeps the server’s refusal of a delete in the confirmation', async () => {
    mockApi({
      ...baseRoutes([link(1)]),
      'DELETE /wps/agent/affiliate/links/1': () => ({
        code: 'AFFILIATE_LINK_NOT_FOUND',
        status: 404,
      }),
    });
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    await userEvent.click(await screen.findByTestId('affiliate-link-delete'));
    await userEvent.click(await screen.findByTestId('affiliate-delete-confirm'));
    const dialog = screen.getByTestId('affiliate-delete');
    expect(await within(dialog).findByTestId('affiliate-delete-error')).toHaveTextContent(
      'server text',
    );
  });

  it('shows the server’s refusal at the limit, and blocks the form when full', async () => {
    mockApi({
      ...baseRoutes([link(1)], 2),
      'POST /wps/agent/affiliate/links': () => ({ code: 'AFFILIATE_LINK_LIMIT', status: 409 }),
    });
    const { unmount } = renderWithApp(<RegisterCentreView />, {
      url: '/agentHome?view=register',
    });
    await screen.findByTestId('affiliate-link');
    await userEvent.type(input('affiliate-name'), 'Another');
    await userEvent.click(screen.getByTestId('affiliate-create-submit'));
    expect(await screen.findByTestId('affiliate-create-error')).toHaveTextContent('server text');
    unmount();

    mockApi(baseRoutes([link(1), link(2)], 2));
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    await screen.findAllByTestId('affiliate-link');
    expect(screen.getByTestId('affiliate-create-submit')).toBeDisabled();
    expect(screen.getByTestId('affiliate-name')).toHaveTextContent('At the most links.');
  });

  it('says when there are no links and no sign-ups yet', async () => {
    mockApi(baseRoutes());
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    expect(await screen.findByTestId('affiliate-links-empty')).toHaveTextContent('No links yet');
    expect(await screen.findByTestId('affiliate-members-empty')).toHaveTextContent(
      'No sign-ups yet',
    );
  });

  it('writes the counts in the page’s digits', async () => {
    useLanguageStore.getState().setLanguage('BN');
    mockApi(baseRoutes([link(1)]));
    renderWithApp(<RegisterCentreView />, { url: '/agentHome?view=register' });
    const card = await screen.findByTestId('affiliate-link');
    expect(within(card).getByTestId('affiliate-link-clicks')).toHaveTextContent('১,৫২০');
    expect(screen.getByTestId('affiliate-links-count')).toHaveTextContent('লিংক: ২০টির মধ্যে ১টি');
  });
});
