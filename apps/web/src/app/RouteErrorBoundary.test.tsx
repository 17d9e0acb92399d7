import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { ChunkLoadError } from './lazy.ts';
import { createQueryClient } from './queryClient.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { loadEnglish } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.restoreAllMocks());

function Boom({ error }: { error: unknown }): never {
  throw error;
}

/** Outside the boundary, as the browser's back button would be. */
function GoHome() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/')}>
      Home
    </button>
  );
}

function show(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/boom']}>
        <GoHome />
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<p>Home screen</p>} />
            <Route path="/boom" element={<Boom error={error} />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('RouteErrorBoundary', () => {
  it('replaces the page with the error state and a reload', async () => {
    show(new Error('boom'));
    expect(await screen.findByText('This screen ran into an unexpected error.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('tells a chunk that did not load', async () => {
    show(new ChunkLoadError('js', 'Failed to fetch dynamically imported module: /x.js'));
    expect(
      await screen.findByText(
        'A part of the application could not be loaded (chunk load error). Check your connection, then reload the page.',
      ),
    ).toBeTruthy();
  });

  it('renders again at another address', async () => {
    show(new Error('boom'));
    await screen.findByText('This screen ran into an unexpected error.');
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });
});
