import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, signIn, testMe } from '../../app/test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('OverviewScreen', () => {
  it('welcomes the user by first name', async () => {
    signIn({ ...testMe, firstname: 'Inès' });
    renderApp('/dash/overview');
    expect(await screen.findByText('Welcome, Inès!', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('lists the three onboarding steps with links to pages and bots', async () => {
    signIn();
    renderApp('/dash/overview');
    const steps = await screen.findByRole('list', undefined, { timeout: 5000 });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const titles = ['Connect a page', 'Create a bot or add sources', 'Ready to post'];
    for (const [index, title] of titles.entries()) {
      expect(within(items[index] as HTMLElement).getByText(title)).toBeTruthy();
    }
    expect(within(steps).getByRole('link', { name: 'Go to Pages' }).getAttribute('href')).toBe('/dash/pages');
    expect(within(steps).getByRole('link', { name: 'Go to Bots' }).getAttribute('href')).toBe('/dash/bots');
  });
});
