import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/stores/language-store.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { HelpModal } from './help-modal.tsx';

const center = {
  language: 'EN',
  categories: [
    {
      id: 1,
      title: 'About us',
      articles: [{ id: 1, slug: 'about', title: 'About us', body: '<p>We are a portal.</p>' }],
    },
    {
      id: 2,
      title: 'Rules and policies',
      articles: [
        { id: 2, slug: 'terms', title: 'Terms & conditions', body: '<p>Be 18 or older.</p>' },
        { id: 3, slug: 'privacy', title: 'Privacy policy', body: '<p>We keep data safe.</p>' },
      ],
    },
  ],
};

beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
afterEach(() => {
  vi.unstubAllGlobals();
  useLanguageStore.getState().setLanguage('BN');
});

describe('help modal', () => {
  it('reads the help centre and opens the article named by the route (/help#term)', async () => {
    const api = mockApi({ 'GET /wps/system/helpCenter': () => ({ value: center }) });
    renderWithApp(<HelpModal open onOpenChange={() => undefined} section="terms" siteName="X" />);
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveAttribute('data-section', 'terms');
    expect(panel).toHaveTextContent('Rules and policies');
    expect(panel).toHaveTextContent('Be 18 or older.');
    expect(api.calls('GET /wps/system/helpCenter')[0]!.headers.get('language')).toBe('EN');
    fireEvent.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('We keep data safe.');
  });

  it('shows the first article for an unknown section, and a note when there is none', async () => {
    mockApi({ 'GET /wps/system/helpCenter': () => ({ value: center }) });
    const view = renderWithApp(
      <HelpModal open onOpenChange={() => undefined} section="nope" siteName="X" />,
    );
    expect(await screen.findByRole('tabpanel')).toHaveAttribute('data-section', 'about');
    view.unmount();
    mockApi({
      'GET /wps/system/helpCenter': () => ({ value: { language: 'EN', categories: [] } }),
    });
    renderWithApp(<HelpModal open onOpenChange={() => undefined} section="terms" siteName="X" />);
    expect(await screen.findByText(/no articles in this language/)).toBeInTheDocument();
  });
});
