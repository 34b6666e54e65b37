import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import AppDownloadPage from './app-download.page.tsx';

const site = (resources: { resourceType: string; url: string }[]) => ({
  value: {
    siteName: 'Shapla Play',
    currencySymbol: '৳',
    customerService: [],
    resources,
    whitelabel: [],
  },
});

describe('app download page', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('EN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useLanguageStore.getState().setLanguage('BN');
  });

  it('gives each system a scannable code of its app link, a download button and the steps', async () => {
    mockApi({
      'GET /wps/system/site': () =>
        site([
          { resourceType: 'ANDROID', url: 'https://download.example/android' },
          { resourceType: 'IOS', url: 'https://download.example/ios' },
        ]),
    });
    renderWithApp(<AppDownloadPage />, { url: '/download?platform=IOS' });
    const android = await screen.findByTestId('download-ANDROID');
    expect(within(android).getByRole('heading', { level: 2 })).toHaveTextContent('Android');
    expect(await within(android).findByTestId('download-link-ANDROID')).toHaveAttribute(
      'href',
      'https://download.example/android',
    );
    expect(within(android).getAllByRole('listitem')).toHaveLength(4);
    const qr = within(screen.getByTestId('download-IOS')).getByTestId('download-qr-IOS');
    expect(qr).toHaveAccessibleName('Scan to download the iOS app');
    // A real code from the QR library: an SVG with the quiet zone of 5 modules.
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(qr).toHaveStyle({ inlineSize: '120px' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get the Shapla Play app');
  });

  it('says so when an app is not configured', async () => {
    mockApi({
      'GET /wps/system/site': () =>
        site([{ resourceType: 'ANDROID', url: 'https://download.example/android' }]),
    });
    renderWithApp(<AppDownloadPage />, { url: '/download' });
    const ios = await screen.findByTestId('download-IOS');
    await waitFor(() => expect(ios).toHaveTextContent('This app is not available yet.'));
    expect(within(ios).queryByTestId('download-qr-IOS')).toBeNull();
  });
});
