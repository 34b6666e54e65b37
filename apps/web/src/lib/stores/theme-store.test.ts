import { describe, expect, it } from 'vitest';
import { readStoredTheme, useThemeStore } from './theme-store.ts';

describe('theme store', () => {
  it('defaults to dark', () => {
    expect(readStoredTheme()).toBe('dark');
  });

  it('toggles data-theme on <html> and remembers it in localStorage', () => {
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(readStoredTheme()).toBe('light');
    useThemeStore.getState().toggleTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
