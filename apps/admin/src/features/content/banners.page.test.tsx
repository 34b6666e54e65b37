import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminBanner } from '@portal/contracts/content';
import { useUiStore } from '../../lib/ui-store.ts';
import { mockApi, renderWithApp } from '../../testing/render.tsx';
import { ok, signInWith } from '../../testing/session.ts';
import BannersPage from './banners.page.tsx';

const seeded: AdminBanner = {
  id: 1,
  groupName: 'w_home',
  sequence: 0,
  kind: 'VIDEO',
  url: 'https://www.youtube-nocookie.com/embed/a',
  videoUrl: 'https://www.youtube-nocookie.com/embed/a',
  imageId: null,
  title: 'Launch',
  linkage: '/promotions',
  linkageType: 'ROUTE',
  enabled: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('banners console', () => {
  it('lists the group, checks the video host and the link before sending, then adds the banner', async () => {
    signInWith(['content.read', 'content.write'], { role: 'content' });
    let list: AdminBanner[] = [seeded];
    const calls = mockApi({
      'GET /wps/admin/content/banners': () =>
        ok({ list, videoHost: 'www.youtube-nocookie.com', groups: [] }),
      'POST /wps/admin/content/banners': (body) => {
        const created = { ...seeded, ...(body as object), id: 2, sequence: 1 };
        list = [...list, created];
        return ok(created);
      },
    });
    renderWithApp(<BannersPage />);
    const table = await screen.findByTestId('banner-list');
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Launch');

    await userEvent.selectOptions(screen.getByTestId('banner-kind'), 'VIDEO');
    await userEvent.type(screen.getByTestId('banner-video'), 'https://evil.example.com/embed/x');
    await userEvent.selectOptions(screen.getByTestId('banner-linkage-type'), 'URL');
    await userEvent.type(screen.getByTestId('banner-linkage'), 'javascript:alert(1)');
    await userEvent.click(screen.getByTestId('banner-save'));
    expect(screen.getAllByText('Only https links from www.youtube-nocookie.com.').length).toBe(2);
    expect(screen.getAllByText('An https:// address.').length).toBe(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('banner-video'));
    await userEvent.type(
      screen.getByTestId('banner-video'),
      'https://www.youtube-nocookie.com/embed/new',
    );
    await userEvent.clear(screen.getByTestId('banner-linkage'));
    await userEvent.type(screen.getByTestId('banner-linkage'), 'https://example.com/offer');
    await userEvent.type(screen.getByTestId('banner-title'), 'Second');
    await userEvent.click(screen.getByTestId('banner-save'));
    expect(await screen.findByText('Banner added.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      groupName: 'w_home',
      videoUrl: 'https://www.youtube-nocookie.com/embed/new',
      imageId: null,
      linkageType: 'URL',
      linkage: 'https://example.com/offer',
      title: 'Second',
    });
    expect(await within(table).findByText('Second')).toBeVisible();
  });

  it('support reads the list without the form', async () => {
    signInWith(['content.read'], { role: 'support' });
    mockApi({
      'GET /wps/admin/content/banners': () =>
        ok({ list: [seeded], videoHost: 'www.youtube-nocookie.com', groups: [] }),
    });
    renderWithApp(<BannersPage />);
    await screen.findByTestId('banner-list');
    expect(screen.queryByTestId('banner-save')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });
});
