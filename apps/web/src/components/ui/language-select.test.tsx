import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../lib/stores/language-store.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { LanguageSelect } from './language-select.tsx';

describe('LanguageSelect', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('BN'));

  it('tags the languages without a complete translation as partial, in the shown language', () => {
    useLanguageStore.getState().setLanguage('EN');
    renderWithApp(<LanguageSelect testId="lang" showLabel />);
    const options = screen
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    const text = Object.fromEntries(options);
    for (const code of ['BN', 'EN', 'HI', 'UR', 'NE']) {
      expect(text[code], code).not.toContain('Partial translation');
    }
    expect(text.TH).toBe('ไทย (Partial translation)');
    expect(text.AR).toBe('العربية (Partial translation)');
    expect(screen.queryByTestId('language-partial')).toBeNull();
  });

  it('shows the tag beside the caption while a partial language is chosen', () => {
    useLanguageStore.getState().setLanguage('TH');
    renderWithApp(<LanguageSelect testId="lang" showLabel />);
    expect(screen.getByTestId('language-partial')).toHaveTextContent('Partial translation');
  });

  it('writes the tag in Bengali when the page is in Bengali', () => {
    renderWithApp(<LanguageSelect testId="lang" />);
    expect(screen.getByRole('option', { name: 'ไทย (আংশিক অনুবাদ)' })).toBeInTheDocument();
  });
});
