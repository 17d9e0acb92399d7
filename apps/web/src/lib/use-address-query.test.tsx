import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setOrDelete, useAddressQuery } from './use-address-query.ts';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/report?section=overview&period=7d']}>{children}</MemoryRouter>
);

describe('useAddressQuery', () => {
  it('keeps both of two changes made before a render (a period, then a tab)', () => {
    const { result } = renderHook(() => useAddressQuery(), { wrapper: inRouter });
    act(() => {
      const change = result.current[1];
      change((next) => next.set('period', '30d'));
      change((next) => next.set('section', 'audience'));
    });
    expect(result.current[0].toString()).toBe('section=audience&period=30d');
  });

  it('builds on the address as it is after a render', () => {
    const { result } = renderHook(() => useAddressQuery(), { wrapper: inRouter });
    act(() => result.current[1]((next) => setOrDelete(next, { from: '2026-11-01', period: 'custom' })));
    act(() => result.current[1]((next) => setOrDelete(next, { to: '2026-11-10', section: undefined })));
    expect(result.current[0].toString()).toBe('period=custom&from=2026-11-01&to=2026-11-10');
  });
});
