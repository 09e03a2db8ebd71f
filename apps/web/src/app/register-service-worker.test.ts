import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBrowser(readyState: DocumentReadyState) {
  vi.stubEnv('PROD', true);
  const register = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  vi.stubGlobal('isSecureContext', true);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return { register, idle };
}

describe('registerServiceWorker', () => {
  it('registers the door app only once the loaded page is idle, not while the first screen is built', () => {
    const { register, idle } = stubBrowser('interactive');

    registerServiceWorker();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));

    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('still registers when the dashboard starts after the page has loaded (it runs after the first paint)', () => {
    const { register, idle } = stubBrowser('complete');

    registerServiceWorker();

    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
