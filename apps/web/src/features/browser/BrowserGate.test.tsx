import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import { loadEnglish } from '../../app/test-utils.tsx';
import { BrowserGate } from './BrowserGate.tsx';
import { isEdge } from './isEdge.ts';

const edge =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

beforeEach(loadEnglish);

function show(userAgent: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserGate userAgent={userAgent}>
        <p>The app</p>
      </BrowserGate>
    </AppProviders>,
  );
}

describe('isEdge', () => {
  it('spots Edg/ in the user agent', () => {
    expect(isEdge(edge)).toBe(true);
    expect(isEdge(chrome)).toBe(false);
  });
});

describe('BrowserGate', () => {
  it('lets other browsers straight in', () => {
    show(chrome);
    expect(screen.getByText('The app')).toBeTruthy();
  });

  it('shows the notice on Edge; "use anyway" opens the app and is remembered', async () => {
    const { unmount } = show(edge);
    expect(screen.getByText('Your browser is not supported')).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use anyway' }));
    expect(screen.getByText('The app')).toBeTruthy();
    expect(localStorage.getItem('edgeNoticeDismissed')).toBe('true');
    unmount();
    show(edge);
    expect(screen.getByText('The app')).toBeTruthy();
  });
});
