import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { isoToLocal } from '../../lib/schedule-time.ts';
import { pickScheduleTime } from '../../test/pick-schedule-time.ts';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildPost, sentBodies } from './test-fixtures.ts';

/** The zone the test user reads times in: their account's (`testMe`). */
const testZone = 'UTC';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown, status = 200) => ({ status, body });
const listed = {
  'GET /pages': ok({
    pages: [
      buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' }),
      buildPage({ id: 'p2', name: 'Durand on X', kind: 'twitter' }),
      buildPage({ id: 'p3', name: 'Durand Pro on X', kind: 'twitter' }),
    ],
  }),
  'GET /groups': ok({ groups: [] }),
  'POST /posts': ok(buildPost(), 201),
};
const link = 'https://example.com/bread';
// Within Facebook's limit, over X's: X counts the text, a blank line and the link as 23.
const long = `${'Fresh bread and pastries every morning. '.repeat(7)}#bread`;

/** The composer with both pages picked, the long message and the link typed. */
async function openWithLongText() {
  const calls = stubDash(listed);
  renderApp('/dash/postCreator');
  const message = await screen.findByRole('textbox', { name: 'Message' }, slow);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Boulangerie Durand' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Durand on X' }));
  fireEvent.input(message, { target: { value: long } });
  await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), link);
  return calls;
}

const counters = () => screen.getByRole('group', { name: 'Characters per network' });

describe('a text per network', { timeout: 20_000 }, () => {
  it('has a tab per selected network with its own counter, and writes a text for X prefilled with the common one', async () => {
    const calls = await openWithLongText();
    const tabs = screen.getByRole('tablist', { name: 'Text per network' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All networks', 'Facebook page', 'X (Twitter)']);
    expect(long.length).toBe(286);
    expect(within(counters()).getByText('X (Twitter): 311 of 280 characters')).toBeTruthy();
    expect(within(counters()).getByText('Facebook page: 286 of 63,206 characters')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Write a text for X (Twitter)' }));
    const own = (await screen.findByRole('textbox', { name: 'Text for X (Twitter)' })) as HTMLTextAreaElement;
    expect(own.value).toBe(long);
    expect(screen.getByRole('tab', { name: /X \(Twitter\)/, selected: true }).textContent).toContain(
      'own text',
    );
    fireEvent.input(own, { target: { value: 'Fresh bread at 7 #bread' } });
    const xCounter = screen.getByRole('group', { name: 'Characters for X (Twitter)' });
    expect(within(xCounter).getByText('X (Twitter): 48 of 280 characters')).toBeTruthy();

    // Back on the common text: X no longer counts it, Facebook still does.
    await userEvent.click(screen.getByRole('tab', { name: 'All networks' }));
    expect(within(counters()).queryByText(/X \(Twitter\)/)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(long);

    const date = isoToLocal(new Date(Date.now() + 24 * 3_600_000).toISOString(), testZone);
    await pickScheduleTime('Publication date and time', date);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls).toContain('POST /posts'), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      intent: 'schedule',
      message: long,
      networkTexts: { twitter: 'Fresh bread at 7 #bread' },
    });
  });

  it('shortens for X into X’s own text, leaving the common text to the other networks', async () => {
    await openWithLongText();
    await userEvent.click(screen.getByRole('button', { name: 'Shorten for X (Twitter)' }));
    const own = (await screen.findByRole('textbox', { name: 'Text for X (Twitter)' })) as HTMLTextAreaElement;
    expect(own.value.endsWith('… #bread')).toBe(true);
    expect(own.value.length).toBeLessThan(long.length);
    const xCounter = screen.getByRole('group', { name: 'Characters for X (Twitter)' });
    expect(within(xCounter).getByText(/^X \(Twitter\): (\d+) of 280 characters$/).textContent).toMatch(
      /: (2[0-7]\d|280) of/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use the common text' }));
    expect(own.value).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'All networks' }));
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(long);
  });

  it('names the tab of a network whose own text is too long once a save is tried', async () => {
    const calls = await openWithLongText();
    await userEvent.click(screen.getByRole('button', { name: 'Write a text for X (Twitter)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    const tab = await screen.findByRole('tab', { name: /X \(Twitter\).*to fix/ }, slow);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const own = screen.getByRole('textbox', { name: 'Text for X (Twitter)' });
    expect(own.getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('POST /posts');
  });

  it('gives one page of a network a text of its own when the post goes to several of its pages', async () => {
    const calls = stubDash(listed);
    renderApp('/dash/postCreator');
    const message = await screen.findByRole('textbox', { name: 'Message' }, slow);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Durand on X' }));
    fireEvent.input(message, { target: { value: 'Fresh bread at 7' } });
    await userEvent.click(screen.getByRole('tab', { name: 'X (Twitter)' }));
    // With one page of X, X's text is the page's: no page text is offered.
    expect(screen.queryByRole('button', { name: 'A text for the page Durand on X' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Durand Pro on X' }));
    await userEvent.click(screen.getByRole('button', { name: 'A text for the page Durand Pro on X' }));
    const own = screen.getByRole('textbox', {
      name: 'Text for the page Durand Pro on X',
    }) as HTMLTextAreaElement;
    expect(own.value).toBe('Fresh bread at 7');
    fireEvent.input(own, { target: { value: 'Pro orders open at 6' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls).toContain('POST /posts'), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      pageIds: ['p2', 'p3'],
      networkTexts: {},
      pageTexts: { p3: 'Pro orders open at 6' },
    });
  });

  it('opens a saved post with its own texts, and sends them back when it is saved', async () => {
    const saved = buildPost({
      pageIds: ['p1', 'p2', 'p3'],
      message: 'Common',
      networkTexts: { twitter: 'For X' },
      pageTexts: { p3: 'For Pro', gone: 'A page no longer reachable' },
      customised: true,
    });
    stubDash({ ...listed, 'GET /posts/post-1': ok(saved), 'PUT /posts/post-1': ok(saved) });
    renderApp('/dash/postCreator/edit?post_id=post-1');
    await screen.findByRole('textbox', { name: 'Message' }, slow);
    await userEvent.click(screen.getByRole('tab', { name: /X \(Twitter\).*own text/ }));
    expect(screen.getByRole('textbox', { name: 'Text for X (Twitter)' })).toHaveProperty('value', 'For X');
    expect(screen.getByRole('textbox', { name: 'Text for the page Durand Pro on X' })).toHaveProperty(
      'value',
      'For Pro',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies('PUT /posts/post-1')).toHaveLength(1), slow);
    const [body] = sentBodies('PUT /posts/post-1');
    expect(body?.networkTexts).toEqual({ twitter: 'For X' });
    expect(body?.pageTexts).toEqual({ p3: 'For Pro' });
  });
});
