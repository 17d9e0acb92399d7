import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, testMe } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildReport, buildReportPost } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown) => ({ status: 200, body });
const wait = { timeout: 5000 };
const dash = {
  'GET /pages': ok({ pages: [buildPage()] }),
  'GET /groups': ok({ groups: [{ id: 'group-1', name: 'Bakeries', pageIds: ['page-1'] }] }),
  'GET /reporting/pdfs': ok({ pdfs: [] }),
  'GET /reporting/schedules': ok({ schedules: [] }),
};
const figureCard = (name: string) => document.querySelector(`[data-figure="${name}"]`) as HTMLElement;

describe('ReportingScreen', () => {
  it('shows the period in the account zone, each figure beside the previous period, the engagement rate with its formula', async () => {
    const calls = stubDash({ ...dash, 'GET /reporting/overview?period=7d': ok(buildReport()) });
    renderApp('/dash/reporting');
    expect(
      await screen.findByText(
        /Mar 5, 2026 to Mar 11, 2026, compared with Feb 26, 2026 to Mar 4, 2026 \(Europe\/Paris time\)/,
        undefined,
        wait,
      ),
    ).toBeTruthy();
    const impressions = figureCard('impressions');
    expect(within(impressions).getByText('3,500')).toBeTruthy();
    expect(within(impressions).getByText('Previous period: 3,000')).toBeTruthy();
    expect(within(impressions).getByText('+16.67 %')).toBeTruthy();
    const rate = figureCard('engagementRate');
    expect(within(rate).getByText('6.00 %')).toBeTruthy();
    expect(within(rate).getByText(/link clicks \+ shares \+ reactions \+ comments/)).toBeTruthy();
    // A figure the network did not give is not available, never 0.
    expect(within(figureCard('reach')).getByText('Previous period: –')).toBeTruthy();
    expect(calls).toContain('GET /reporting/overview?period=7d');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('asks again for another period, a group, another section, keeping them in the address', async () => {
    const calls = stubDash({
      ...dash,
      'GET /reporting/overview?period=7d': ok(buildReport()),
      'GET /reporting/overview?period=30d': ok(buildReport()),
      'GET /reporting/overview?period=30d&groupId=group-1': ok(buildReport()),
      'GET /reporting/posts?period=30d&groupId=group-1': ok(
        buildReport({ section: 'posts', posts: [buildReportPost()] }),
      ),
      'GET /reporting/posts?period=30d&groupId=group-1&sort=impressions': ok(
        buildReport({ section: 'posts', posts: [buildReportPost()] }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/dash/reporting');
    await user.click(await screen.findByRole('combobox', { name: 'Period' }, wait));
    await user.click(await screen.findByRole('option', { name: 'Last 30 days', hidden: true }, wait));
    await waitFor(() => expect(calls).toContain('GET /reporting/overview?period=30d'));
    await user.click(screen.getByRole('combobox', { name: 'Pages' }));
    await user.click(await screen.findByRole('option', { name: 'Bakeries', hidden: true }, wait));
    await waitFor(() => expect(calls).toContain('GET /reporting/overview?period=30d&groupId=group-1'));
    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(await screen.findByRole('link', { name: 'Croissants are out' }, wait)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Impressions' }));
    await waitFor(() =>
      expect(calls).toContain('GET /reporting/posts?period=30d&groupId=group-1&sort=impressions'),
    );
  });

  it('says which field of a custom period is wrong, translated, keeping what was typed', async () => {
    stubDash({
      ...dash,
      'GET /reporting/overview?period=custom&from=2026-03-10&to=2026-03-01': {
        status: 400,
        body: { error: { key: 'invalid_data', message: 'bad', fields: { to: 'validation.period_order' } } },
      },
    });
    renderApp('/dash/reporting?period=custom&from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findByText('The last day must come after the first day.', undefined, wait),
    ).toBeTruthy();
    expect((screen.getByLabelText('Last day') as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('names the pages whose figures are missing, and offers the CSV of each table to editors only', async () => {
    const report = buildReport({ gaps: [{ pageId: 'page-1', missingDays: 3, notAvailable: false }] });
    stubDash({ ...dash, 'GET /reporting/overview?period=7d': ok(report) });
    renderApp('/dash/reporting');
    expect(
      await screen.findByText('Boulangerie Durand (Facebook Page): 3 days missing', { exact: false }, wait),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /as CSV/ }).length).toBeGreaterThan(0);
  });

  it('sorts each page’s line by a figure, a figure not available last', async () => {
    const line = (pageId: string, followers: number | null) => ({
      pageId,
      followers: { value: followers, previous: null },
      newFollowers: { value: null, previous: null },
      impressions: { value: 10, previous: null },
      engagementRate: { value: null, previous: null },
      posts: { value: 1, previous: 0 },
    });
    const report = buildReport({
      section: 'profile',
      pages: [
        { id: 'page-1', name: 'Boulangerie Durand', network: 'facebook_page', pictureUrl: null },
        { id: 'page-2', name: 'Café Lumière', network: 'instagram', pictureUrl: null },
        { id: 'page-3', name: 'Fleurs Martin', network: 'twitter', pictureUrl: null },
      ],
      profiles: [line('page-1', 120), line('page-2', null), line('page-3', 900)],
    });
    stubDash({ ...dash, 'GET /reporting/profile?period=7d': ok(report) });
    const user = userEvent.setup();
    renderApp('/dash/reporting?section=profile');
    const table = await screen.findByRole('table', undefined, wait);
    const pageNames = ['Boulangerie Durand', 'Café Lumière', 'Fleurs Martin'];
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => pageNames.find((name) => row.textContent?.includes(name)));
    expect(names()).toEqual(['Boulangerie Durand', 'Café Lumière', 'Fleurs Martin']);
    await user.click(within(table).getByRole('button', { name: 'Followers' }));
    expect(names()).toEqual(['Fleurs Martin', 'Boulangerie Durand', 'Café Lumière']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Followers/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('shows viewers the report without CSV buttons', async () => {
    stubDash({
      ...dash,
      'GET /users/me': ok({ ...testMe, role: 'viewer', permissions: ['read', 'validate'] }),
      'GET /reporting/overview?period=7d': ok(buildReport()),
    });
    renderApp('/dash/reporting');
    await screen.findByText(/compared with/, undefined, wait);
    expect(screen.queryByRole('button', { name: /as CSV/ })).toBeNull();
  });

  it('says when the report cannot be read, and tries again', async () => {
    let answer = { status: 500, body: { error: { key: 'internal_error', message: 'boom' } } };
    stubDash({ ...dash, 'GET /reporting/overview?period=7d': () => answer });
    const user = userEvent.setup();
    renderApp('/dash/reporting');
    expect(await screen.findByText('The report could not be read', undefined, wait)).toBeTruthy();
    answer = ok(buildReport()) as typeof answer;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/compared with/, undefined, wait)).toBeTruthy();
  });
});
