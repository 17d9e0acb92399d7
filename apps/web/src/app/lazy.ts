import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec §9: a code-split part that has not arrived after 120 s is reported as failed. */
export const chunkTimeoutMs = 120_000;

export type ChunkErrorKind = 'js' | 'css';

/** A lazy part of the app could not be loaded; `kind` tells a script from a stylesheet. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly kind: ChunkErrorKind;

  constructor(kind: ChunkErrorKind, message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
  }
}

/** Vite reports a failed stylesheet as "Unable to preload CSS for …"; anything else is the script. */
export function chunkErrorKind(message: string): ChunkErrorKind {
  return /\bcss\b|stylesheet/i.test(message) ? 'css' : 'js';
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('js', `Loading timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A lazy part that can be fetched before it renders (see `preloadScreen` in route-preload.ts). */
export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the part; rendering it later uses the same download. Failures are left to the render. */
  preload: () => void;
};

/** React.lazy with the spec's time-out; every failure becomes a ChunkLoadError. */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = chunkTimeoutMs,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => {
    loading ??= load();
    return loading;
  };
  const component = lazy(() =>
    withTimeout(once(), timeoutMs).catch((cause: unknown) => {
      if (cause instanceof ChunkLoadError) throw cause;
      const message = cause instanceof Error ? cause.message : String(cause);
      throw new ChunkLoadError(chunkErrorKind(message), message, { cause });
    }),
  );
  return Object.assign(component, {
    preload: () => {
      // A failed preload is forgotten: the render asks again, and reports its own failure.
      once().catch(() => {
        loading = null;
      });
    },
  });
}
