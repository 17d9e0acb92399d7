import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { freePlan } from '../plan/test-fixtures.ts';
import {
  apiError,
  buildBot,
  buildPage,
  buildSource,
  ok,
  openBots,
  sentBody,
  slow,
  stubDash,
  usCatalogue,
} from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
  buildPage({ id: 'p3', name: 'Durand Pins', kind: 'pinterest' }),
];
const mySources = [
  buildSource(),
  buildSource({ id: 'source-2', name: 'Flour prices', url: 'https://flour.example/rss' }),
];

function stubForm(answers: Parameters<typeof stubDash>[0] = {}) {
  return stubDash({
    'GET /bots': ok({ bots: [] }),
    'GET /pages': ok({ pages }),
    'GET /sources': ok({ sources: mySources }),
    'GET /sources/catalogue?language=us': ok(usCatalogue),
    ...answers,
  });
}

async function openNewBot() {
  await openBots('/dash/bots/new');
  const form = await screen.findByRole('form', { name: 'New bot' }, slow);
  await within(form).findByRole('option', { name: 'Boulangerie Durand (Facebook page)' }, slow);
  return form;
}

const field = (form: HTMLElement, name: string | RegExp) => within(form).getByRole('textbox', { name });
const select = (form: HTMLElement, name: string | RegExp) => within(form).getByRole('combobox', { name });
const openSection = (form: HTMLElement, name: string) =>
  userEvent.click(within(form).getByRole('button', { name }));
const chooseType = (form: HTMLElement, label: string) =>
  userEvent.click(within(form).getByRole('radio', { name: label }));

describe('bot form rules', () => {
  it("gives the spec's message when the source, the name and the page are missing", async () => {
    const calls = stubForm();
    const form = await openNewBot();
    await chooseType(form, 'My sources');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Only the sources I pick' }, slow));
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    const alert = await within(form).findByText(
      'A bot must have at least one source, a name and an associated page.',
      undefined,
      slow,
    );
    expect(alert.closest('[role=alert]')).toBeTruthy();
    expect(select(form, 'Page').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose at least one source, or take them all.')).toBeTruthy();
    expect(calls).not.toContain('POST /bots');
  });

  it('says where to add custom sources when the account has none, with a link to My sources', async () => {
    stubForm({ 'GET /sources': ok({ sources: [] }) });
    const form = await openNewBot();
    await chooseType(form, 'My sources');
    const notice = await within(form).findByText(/You have no custom source yet/, undefined, slow);
    const link = within(notice.closest('[role=alert]') as HTMLElement).getByRole('link', {
      name: 'Go to My sources',
    });
    expect(link.getAttribute('href')).toBe('/dash/sources');
  });

  it('shows the server refusing a custom bot without custom sources, with the link, keeping the form', async () => {
    stubForm({ 'POST /bots': apiError(409, 'bot_no_custom_sources') });
    const form = await openNewBot();
    await userEvent.selectOptions(select(form, 'Page'), 'p1');
    await userEvent.type(field(form, 'Name'), 'Bread news');
    await chooseType(form, 'My sources');
    await within(form).findByRole('radio', { name: /All my 2 sources/ }, slow);
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    const notices = await within(form).findAllByText(/You have no custom source yet/, undefined, slow);
    expect(notices.length).toBeGreaterThan(0);
    expect(within(form).getAllByRole('link', { name: 'Go to My sources' }).length).toBeGreaterThan(0);
    expect((field(form, 'Name') as HTMLInputElement).value).toBe('Bread news');
  });

  it('refuses a correspondence reused for another mention, on the entry that reuses it', async () => {
    const calls = stubForm();
    const form = await openNewBot();
    await openSection(form, 'Text of the posts');
    const mentions = within(form).getByRole('group', { name: 'Mentions' });
    const addMention = within(form).getByRole('button', { name: 'Add a mention' });
    await userEvent.click(addMention);
    await userEvent.click(addMention);
    const entries = within(mentions).getAllByRole('group', { name: 'Mention' });
    await userEvent.type(
      within(entries[0] as HTMLElement).getByRole('textbox', { name: 'Name in the article' }),
      'Durand',
    );
    await userEvent.type(within(entries[0] as HTMLElement).getByLabelText('Mentions'), '@durand{enter}');
    await userEvent.type(
      within(entries[1] as HTMLElement).getByRole('textbox', { name: 'Name in the article' }),
      'Bakery',
    );
    await userEvent.type(within(entries[1] as HTMLElement).getByLabelText('Mentions'), '@DURAND{enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    const message = await within(entries[1] as HTMLElement).findByText(
      /This correspondence is already used for another mention or hashtag: “@DURAND”/,
      undefined,
      slow,
    );
    expect(message).toBeTruthy();
    expect(within(entries[0] as HTMLElement).queryByText(/already used/)).toBeNull();
    expect(calls).not.toContain('POST /bots');
  });

  it('checks each field as it changes, before any saving', async () => {
    const calls = stubForm();
    const form = await openNewBot();
    const name = field(form, 'Name');
    await userEvent.type(name, 'B');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.clear(name);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    await openSection(form, 'Text of the posts');
    const addMention = within(form).getByRole('button', { name: 'Add a mention' });
    await userEvent.click(addMention);
    await userEvent.click(addMention);
    const entries = within(within(form).getByRole('group', { name: 'Mentions' })).getAllByRole('group', {
      name: 'Mention',
    });
    await userEvent.type(within(entries[0] as HTMLElement).getByLabelText('Mentions'), '@durand{enter}');
    await userEvent.type(within(entries[1] as HTMLElement).getByLabelText('Mentions'), '@DURAND{enter}');
    expect(
      await within(entries[1] as HTMLElement).findByText(
        /already used for another mention or hashtag/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(calls).not.toContain('POST /bots');
  });

  it('shows a server field error on its field and opens its section', async () => {
    stubForm({ 'POST /bots': apiError(400, 'invalid_data', { utm: 'validation.too_long' }) });
    const form = await openNewBot();
    await userEvent.selectOptions(select(form, 'Page'), 'p1');
    await userEvent.type(field(form, 'Name'), 'Bread news');
    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: 'Topic' }, slow), 'food');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    const utm = await within(form).findByRole('textbox', { name: 'UTM tracking tag' }, slow);
    await waitFor(() => expect(utm.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(form).getByText('This value is too long.')).toBeTruthy();
    expect((field(form, 'Name') as HTMLInputElement).value).toBe('Bread news');
  });
});

describe('create a bot', () => {
  it('creates a bot from suggested sources picked in the catalogue', async () => {
    const calls = stubForm({ 'POST /bots': ok(buildBot({ name: 'Baking tips', type: 'suggested' }), 201) });
    const form = await openNewBot();
    await userEvent.selectOptions(select(form, 'Page'), 'p1');
    await userEvent.type(field(form, 'Name'), 'Baking tips');
    expect((select(form, 'Country') as HTMLSelectElement).value).toBe('us');
    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: 'Topic' }, slow), 'food');
    expect(
      within(form).getByRole('radio', { name: 'All 3 sources of this topic, and those added later' }),
    ).toBeTruthy();
    await userEvent.selectOptions(select(form, 'Subcategory'), 'baking');
    await userEvent.click(within(form).getByRole('radio', { name: 'Only the sources I pick' }));
    expect(within(form).queryByRole('checkbox', { name: 'Wine Folly' })).toBeNull();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'King Arthur Baking' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    expect(await screen.findByText('Baking tips was created.', undefined, slow)).toBeTruthy();
    expect(calls).toContain('GET /sources/catalogue?language=us');
    expect(sentBody(fetch, 'POST')).toMatchObject({
      pageId: 'p1',
      name: 'Baking tips',
      type: 'suggested',
      language: 'us',
      topic: 'food',
      subcategory: 'baking',
      autoSources: false,
      sourceIds: ['us.food.baking.kingarthur'],
      dailyLimit: null,
      frequency: '1h',
      pinterestBoard: null,
      enabled: true,
    });
    await screen.findByText('No bot yet', undefined, slow);
  });

  it('greys what the plan does not include: mixed posts, stories, top posts, saying why', async () => {
    stubForm({ 'GET /plan': ok(freePlan()) });
    const form = await openNewBot();
    await openSection(form, 'Publishing');
    const mixed = within(select(form, 'Content of the posts')).getByRole<HTMLOptionElement>('option', {
      name: 'Image posts and link previews in turn',
    });
    await waitFor(() => expect(mixed.disabled).toBe(true));
    for (const name of [/Share as a story too/, /Share top posts/, /Post at the page's best hours/])
      expect((within(form).getByRole('switch', { name }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByText(/sharing top posts is not included/)).toBeTruthy();
  });

  it('without native posts, a Facebook bot shares link previews; a Pinterest one still posts images', async () => {
    stubForm({ 'GET /plan': ok(freePlan()) });
    const form = await openNewBot();
    await openSection(form, 'Publishing');
    const contentType = select(form, 'Content of the posts') as HTMLSelectElement;
    const imagePosts = within(contentType).getByRole<HTMLOptionElement>('option', { name: 'Text and image' });
    expect(contentType.value).toBe('text_image');
    await userEvent.selectOptions(select(form, 'Page'), 'p1');
    await waitFor(() => expect(contentType.value).toBe('snippet'));
    expect(imagePosts.disabled).toBe(true);
    expect(within(form).getByText(/native posts are not included\. Native posts upload/)).toBeTruthy();
    await userEvent.selectOptions(select(form, 'Page'), 'p3');
    await waitFor(() => expect(imagePosts.disabled).toBe(false));
    await userEvent.selectOptions(contentType, 'text_image');
    expect(contentType.value).toBe('text_image');
  });

  it('asks for a board only for a Pinterest page, and sends every publishing setting', async () => {
    stubForm({
      'GET /pages/p3/boards': ok({ boards: [{ id: 'b1', name: 'Breads' }] }),
      'POST /bots': ok(buildBot({ name: 'Pins' }), 201),
    });
    const form = await openNewBot();
    expect(within(form).queryByRole('combobox', { name: 'Pinterest board' })).toBeNull();
    await userEvent.selectOptions(select(form, 'Page'), 'p3');
    await userEvent.type(field(form, 'Name'), 'Pins');
    await chooseType(form, 'My sources');
    await within(form).findByRole('radio', { name: /All my 2 sources/ }, slow);
    await openSection(form, 'Publishing');
    await openSection(form, 'Text of the posts');
    await userEvent.click(within(form).getByRole('switch', { name: 'No limit' }));
    const limit = within(form).getByRole('textbox', { name: 'Daily limit' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '4');
    await userEvent.selectOptions(select(form, 'Frequency'), '3h');
    await userEvent.selectOptions(select(form, 'Content of the posts'), 'snippet');
    await userEvent.selectOptions(select(form, 'Link to the article'), 'comment');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    const board = await within(form).findByRole('combobox', { name: 'Pinterest board' }, slow);
    await waitFor(() => expect(board.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.selectOptions(board, 'b1');
    await userEvent.click(within(form).getByRole('switch', { name: /Repost after posting/ }));
    await userEvent.type(within(form).getByLabelText('Banned words'), 'promo{enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the bot' }));
    expect(await screen.findByText('Pins was created.', undefined, slow)).toBeTruthy();
    expect(sentBody(fetch, 'POST')).toMatchObject({
      pageId: 'p3',
      type: 'custom',
      autoSources: true,
      sourceIds: [],
      language: null,
      dailyLimit: 4,
      frequency: '3h',
      contentType: 'snippet',
      linkPosition: 'comment',
      pinterestBoard: 'b1',
      repostAfterPosting: true,
      bannedWords: ['promo'],
    });
  });
});

describe('edit a bot', () => {
  const bot = buildBot({
    prefix: 'New:',
    hashtags: '#bread',
    bannedWords: ['promo'],
    mentionReplacements: [{ name: 'Durand', correspondences: ['@durand'] }],
    autoSources: false,
    sourceIds: ['source-2'],
    frequency: '6h',
  });

  it.each(['/dash/bots/edit/bot-1', '/dash/bots/edit?id=bot-1'])(
    'opens %s filled in and saves',
    async (path) => {
      const calls = stubForm({
        'GET /bots/bot-1': ok(bot),
        'PUT /bots/bot-1': ok({ ...bot, name: 'Bread and news' }),
      });
      await openBots(path);
      const form = await screen.findByRole('form', { name: 'Edit a bot' }, slow);
      const name = field(form, 'Name') as HTMLInputElement;
      expect(name.value).toBe('Bread news');
      await openSection(form, 'Text of the posts');
      await openSection(form, 'Publishing');
      await waitFor(() => expect((select(form, 'Page') as HTMLSelectElement).value).toBe('p1'), slow);
      expect((field(form, 'Prefix') as HTMLInputElement).value).toBe('New:');
      expect((field(form, 'Hashtags') as HTMLInputElement).value).toBe('#bread');
      expect((select(form, 'Frequency') as HTMLSelectElement).value).toBe('6h');
      expect(within(form).getByText('promo')).toBeTruthy();
      expect(
        (within(form).getByRole('textbox', { name: 'Name in the article' }) as HTMLInputElement).value,
      ).toBe('Durand');
      const flour = await within(form).findByRole('checkbox', { name: 'Flour prices' }, slow);
      expect((flour as HTMLInputElement).checked).toBe(true);
      expect((within(form).getByRole('textbox', { name: 'Daily limit' }) as HTMLInputElement).value).toBe(
        '5',
      );
      await userEvent.clear(name);
      await userEvent.type(name, 'Bread and news');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Bread and news was saved.', undefined, slow)).toBeTruthy();
      expect(calls).toContain('PUT /bots/bot-1');
      expect(sentBody(fetch, 'PUT')).toMatchObject({
        name: 'Bread and news',
        sourceIds: ['source-2'],
        mentionReplacements: [{ name: 'Durand', correspondences: ['@durand'] }],
        dailyLimit: 5,
      });
    },
  );

  it('says when the bot to edit does not exist', async () => {
    stubForm({ 'GET /bots/gone': apiError(404, 'not_found') });
    await openBots('/dash/bots/edit/gone');
    expect(
      await screen.findByText('This bot cannot be found. It may have been deleted.', undefined, slow),
    ).toBeTruthy();
  });
});
