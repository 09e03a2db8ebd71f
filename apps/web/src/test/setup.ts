import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { setCsrfToken } from '../lib/api-client';

// Mantine reads colour-scheme and breakpoint media queries and observes element sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Mantine's focus trap looks for a focusable element one tick after a dialog or dropdown mounts; under
// happy-dom that element is still display: none from the opening transition (or already unmounted by
// cleanup), and the warning then prints the whole DOM node, some 5,000 lines each. Only that one is dropped.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
};

// Test files share a worker's modules (vitest.config.ts): each file starts signed out of the last file's session
// and with none of its toasts (Mantine keeps them in a module's store, and ignores a toast whose id is shown).
beforeAll(() => {
  setCsrfToken(null);
  notifications.clean();
});

// Nor a test's toasts the next test's: a toast still queued in the store would hide one with the same text.
afterEach(() => {
  cleanup();
  notifications.clean();
});

// A screen's answer can take longer than the default second when both cores run API and browser tests too.
configure({ asyncUtilTimeout: 3_000 });
