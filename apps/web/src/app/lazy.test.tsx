import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { ChunkLoadError, chunkErrorKind, chunkTimeoutMs, lazyWithTimeout, withTimeout } from './lazy.ts';
import { createQueryClient } from './queryClient.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { loadEnglish } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chunkMessage =
  'A part of the application could not be loaded (chunk load error). Check your connection, then reload the page.';
const cssMessage =
  'The styles of this screen could not be loaded (CSS chunk load error). Check your connection, then reload the page.';

function show(node: React.ReactNode) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(<AppProviders queryClient={createQueryClient()}>{node}</AppProviders>);
}

describe('chunkErrorKind', () => {
  it('tells a stylesheet from a script', () => {
    expect(chunkErrorKind('Unable to preload CSS for /assets/PagesScreen-x1.css')).toBe('css');
    expect(chunkErrorKind('Failed to load stylesheet')).toBe('css');
    expect(chunkErrorKind('Failed to fetch dynamically imported module: /assets/PagesScreen-x1.js')).toBe(
      'js',
    );
    expect(chunkErrorKind('Importing a module script failed.')).toBe('js');
  });
});

describe('withTimeout', () => {
  it('fails after the spec time-out of 120 s', async () => {
    vi.useFakeTimers();
    const outcome = withTimeout(new Promise(() => {}), chunkTimeoutMs).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('js');
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 10)).resolves.toBe('ok');
  });
});

describe('lazyWithTimeout in a ScreenBoundary', () => {
  it('shows a loader, then the screen', async () => {
    const Screen = lazyWithTimeout(async () => ({ default: () => <p>Loaded screen</p> }));
    show(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(await screen.findByText('Loaded screen')).toBeTruthy();
  });

  it('reports a script that failed to load as a chunk load error, with a reload', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const Screen = lazyWithTimeout<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    );
    show(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(await screen.findByText(chunkMessage)).toBeTruthy();
    expect(screen.queryByText(cssMessage)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('reports a stylesheet that failed to load as a CSS chunk load error, with a reload', async () => {
    const Screen = lazyWithTimeout<object>(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/x.css')),
    );
    show(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(await screen.findByText(cssMessage)).toBeTruthy();
    expect(screen.queryByText(chunkMessage)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('reports a part that never arrives once its time-out passes', async () => {
    const Screen = lazyWithTimeout<object>(() => new Promise<never>(() => {}), 30);
    show(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText(chunkMessage)).toBeTruthy();
  });
});

describe('lazyWithTimeout preload', () => {
  it('starts the download before the render, which then uses it', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Preloaded screen</p> }));
    const Screen = lazyWithTimeout(load);
    Screen.preload();
    Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    show(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(await screen.findByText('Preloaded screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload: the render asks again', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /x.js'))
      .mockResolvedValue({ default: () => <p>Second try</p> });
    const Screen = lazyWithTimeout(load);
    Screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    show(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(await screen.findByText('Second try')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

const flaky = { broken: true };
function Flaky() {
  if (flaky.broken) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('ChunkErrorBoundary', () => {
  it('offers to try again after an ordinary error, and recovers', async () => {
    show(
      <ChunkErrorBoundary>
        <Flaky />
      </ChunkErrorBoundary>,
    );
    expect(await screen.findByText('This screen ran into an unexpected error.')).toBeTruthy();
    flaky.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeTruthy();
  });
});
