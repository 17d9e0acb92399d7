import { notifications, notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, stubApi } from '../../app/test-utils.tsx';
import { buildBot } from '../bots/test-fixtures.ts';
import { buildPage } from '../pages/test-fixtures.ts';
import { buildReport } from '../reporting/test-fixtures.ts';
import { meAs, ok } from '../settings/test-fixtures.ts';
import { apiErrorWith, freePlan, paidPlan } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  notifications.cleanQueue();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 15_000 };
type Answers = Parameters<typeof stubApi>[0];

function signedIn(answers: Answers, role: 'administrator' | 'writer' | 'editor' = 'administrator') {
  localStorage.setItem('token', 'test-token');
  return stubApi({ 'GET /users/me': ok(meAs(role)), ...answers });
}

describe('actions the plan locks', { timeout: 40_000 }, () => {
  it('locks "Connect a page" once the plan’s pages are used, and says why with the way out', async () => {
    const calls = signedIn({
      'GET /plan': ok(
        freePlan({
          usage: { pages: 1, users: 1, sources: 0, bots: 0, postsPerDay: 0, scheduledPostsPerMonth: 0 },
        }),
      ),
      'GET /pages': ok({ pages: [buildPage()] }),
      'GET /groups': ok({ groups: [] }),
    });
    const { router } = renderApp('/dash/pages');
    const locked = await screen.findByRole(
      'button',
      { name: 'Connect a page (not included in your plan)' },
      slow,
    );
    await userEvent.click(locked);
    const dialog = await screen.findByRole('dialog', { name: 'Your plan does not allow this action' }, slow);
    expect(
      within(dialog).getByText('Your plan does not allow this action: it includes 1 page.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Change the plan, or activate the concierge option.')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Activate the concierge option' }).getAttribute('href'),
    ).toBe('/dash/plan?focus=concierge');
    expect(calls.filter((call) => call.startsWith('GET /networks'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'See the plans' }));
    // The plan screen's part loads before the router moves there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/plan'), slow);
  });

  it('leaves the action as it is while the plan allows it, or cannot be read', async () => {
    signedIn({
      'GET /plan': ok(paidPlan('starter')),
      'GET /pages': ok({ pages: [buildPage()] }),
      'GET /groups': ok({ groups: [] }),
    });
    renderApp('/dash/pages');
    expect(await screen.findByRole('button', { name: 'Connect a page' }, slow)).toBeTruthy();
  });

  it('locks creating API keys, and says why in the plan’s words', async () => {
    signedIn({ 'GET /plan': ok(paidPlan('starter')), 'GET /api-keys': ok({ apiKeys: [] }) });
    renderApp('/dash/settings/api-keys');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create an API key (not included in your plan)' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your plan does not allow this action' }, slow);
    expect(
      within(dialog).getByText(
        'Your plan does not allow this action: report PDFs, scheduled reports and API keys are not included.',
      ),
    ).toBeTruthy();
  });

  it('locks the report PDF and the scheduled reports where the plan has no PDF export', async () => {
    signedIn({
      'GET /plan': ok(paidPlan('starter')),
      'GET /pages': ok({ pages: [buildPage()] }),
      'GET /groups': ok({ groups: [] }),
      'GET /reporting/pdfs': ok({ pdfs: [] }),
      'GET /reporting/schedules': ok({ schedules: [] }),
      'GET /reporting/overview?period=7d': ok(buildReport()),
    });
    renderApp('/dash/reporting');
    expect(
      await screen.findByRole('button', { name: 'Get the PDF by e-mail (not included in your plan)' }, slow),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Schedule a report (not included in your plan)' }, slow),
    ).toBeTruthy();
  });

  it('greys the story kind in the composer where the plan has no stories, and says why', async () => {
    signedIn({
      'GET /plan': ok(paidPlan('starter')),
      'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Bakery', kind: 'facebook_page' })] }),
      'GET /groups': ok({ groups: [] }),
    });
    renderApp('/dash/postCreator');
    const kind = (await screen.findByRole('combobox', { name: 'Post type' }, slow)) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(kind).getByRole<HTMLOptionElement>('option', { name: 'Story' }).disabled).toBe(true),
    );
    expect(within(kind).getByRole<HTMLOptionElement>('option', { name: 'Image' }).disabled).toBe(false);
    expect(screen.getByText('Your plan does not allow this action: stories are not included.')).toBeTruthy();
  });

  it('locks editing a bot on the free plan', async () => {
    signedIn({ 'GET /plan': ok(freePlan()), 'GET /bots': ok({ bots: [buildBot()] }) });
    renderApp('/dash/bots');
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Edit (not included in your plan)' })).toBeTruthy(),
    );
  });
});

describe('the plan prompt wherever the server says plan_limit', { timeout: 40_000 }, () => {
  const shown = () => {
    const { notifications: visible, queue } = notificationsStore.getState();
    return [...visible, ...queue];
  };

  it('says what the plan refused once, with the plans and the concierge option', async () => {
    signedIn({
      'GET /bots': ok({ bots: [buildBot()] }),
      'POST /bots/bot-1/run': apiErrorWith(403, 'plan_limit', { plan: 'free', limit: 'postsPerDay', max: 3 }),
    });
    const { router } = renderApp('/dash/bots');
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    const reason = await screen.findByText(
      'Your plan does not allow this action: it allows 3 posts a day.',
      {},
      slow,
    );
    // The screen's own toast of the same words adds nothing beside the prompt.
    await waitFor(() => expect(shown()).toHaveLength(1));
    const toast = reason.closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('Change the plan, or activate the concierge option.')).toBeTruthy();
    await userEvent.click(within(toast).getByRole('link', { name: 'See the plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/plan'), slow);
  });

  it('asks a writer to ask an administrator', async () => {
    signedIn(
      {
        'GET /sources': ok({ sources: [] }),
        'POST /sources': apiErrorWith(403, 'plan_limit', { plan: 'free', limit: 'sources', max: 2 }),
      },
      'writer',
    );
    renderApp('/dash/sources');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a source' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Example');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Feed address/ }),
      'https://example.com/feed',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    const prompts = await screen.findAllByText('Ask an administrator to change the plan.', {}, slow);
    expect(prompts.length).toBeGreaterThan(0);
    expect(screen.queryByText('Change the plan, or activate the concierge option.')).toBeNull();
  });
});
