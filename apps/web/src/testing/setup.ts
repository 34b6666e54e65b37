import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nReady, preloadLanguages } from '../lib/i18n/i18n.ts';
import '../lib/i18n/agent-centre.ts';
import '../lib/i18n/announcements.ts';
import '../lib/i18n/chat.ts';
import '../lib/i18n/feedback.ts';
import '../lib/i18n/games.ts';
import '../lib/i18n/inhouse.ts';
import '../lib/i18n/player-centre.ts';
import '../lib/i18n/titles.ts';
import { FakeWebSocket } from './fake-socket.ts';

// jsdom lacks layout APIs that the UI touches; give them inert stand-ins.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.hasPointerCapture = () => false;
Element.prototype.setPointerCapture = () => undefined;
Element.prototype.releasePointerCapture = () => undefined;
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Views render here without the lazy() that waits for their strings, and tests switch between BN
// and EN synchronously: every bundle is registered up front and both languages kept loaded
// (other languages load on demand, as in the browser).
await preloadLanguages(['BN', 'EN']);
await i18nReady;

// Assigned, not stubbed: vi.unstubAllGlobals() in tests must not bring the real one back.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

afterEach(() => {
  cleanup();
  FakeWebSocket.reset();
  localStorage.clear();
  sessionStorage.clear();
});
