import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietBeforeWorkerMs, registerServiceWorker } from './registerServiceWorker.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubServiceWorker() {
  const register = vi.fn(async () => ({}));
  const postMessage = vi.fn();
  const ready = Promise.resolve({ active: { postMessage } });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { register, ready } }));
  return { register, postMessage };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js at the site root in a production build, once the page has loaded and gone quiet', async () => {
    vi.useFakeTimers();
    const { register } = stubServiceWorker();
    expect(registerServiceWorker(true)).toBe(true);
    await vi.advanceTimersByTimeAsync(quietBeforeWorkerMs * 2);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(quietBeforeWorkerMs - 1);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('hands the worker the parts loaded before it took over', async () => {
    vi.useFakeTimers();
    const { postMessage } = stubServiceWorker();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost/assets/index-a1.js' } as PerformanceEntry,
    ]);
    registerServiceWorker(true);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(quietBeforeWorkerMs);
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({
        type: 'cache-assets',
        urls: ['http://localhost/assets/index-a1.js'],
      }),
    );
  });

  it('does nothing in development', async () => {
    const { register } = stubServiceWorker();
    vi.useFakeTimers();
    expect(registerServiceWorker(false)).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(quietBeforeWorkerMs);
    expect(register).not.toHaveBeenCalled();
  });
});
