import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n/i18n.ts';
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

// Assigned, not stubbed: vi.unstubAllGlobals() in tests must not bring the real one back.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

afterEach(() => {
  cleanup();
  FakeWebSocket.reset();
  localStorage.clear();
  sessionStorage.clear();
});
