import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, useSession } from './session.ts';
import { aUser, loadEnglish, stubFetch } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('revokes the session, then forgets the token and the supervisor flag', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('supervisor', 'true');
    const calls = stubFetch([204]);
    await logout();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('supervisor')).toBeNull();
  });

  it('forgets the session even when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok-1');
    stubFetch(new TypeError('offline'));
    await logout();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('useSession', () => {
  function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  it('asks nothing without a token', () => {
    const calls = stubFetch();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ data: undefined, isLoading: false, error: null });
    expect(calls).toHaveLength(0);
  });

  it('loads the user with the stored token', async () => {
    localStorage.setItem('token', 'tok-1');
    const calls = stubFetch([200, aUser]);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.email).toBe('ada@example.com'));
    expect(calls[0]?.path).toBe('/api/users/me');
  });
});
