import type { Post } from '@pagewise/shared/posts/post';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import enComposer from '../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import enPosts from '../apps/web/src/i18n/en/posts.json' with { type: 'json' };
import { apiOf } from './support/api.ts';
import { elevenMinutesAhead, moveDueTime } from './support/publications.ts';
import { pickScheduleTime } from './support/schedule-field.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

const e2e = serverAndBrowser();

const api = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiOf(e2e.server)<T>(token, method, path, body);

/** Random noise compresses badly: a 1100×1100 JPEG of it weighs well over the 1 MB limit. */
async function oversizeJpeg() {
  const size = 1100;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

const smallPng = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#e8a33d' } })
    .png()
    .toBuffer();

describe('the composer in the browser', () => {
  it(
    'writes an image post for two sandbox pages, fixes an oversize image, schedules it 11 minutes ahead, and once its time comes it goes out once on each page',
    async () => {
      const user = await createConfirmedUser(e2e.server);
      const pageIds: string[] = [];
      for (const pageName of ['Dock Street Bakery', 'Dock Street Café']) {
        const added = await api<{ pages: { id: string; name: string }[] }>(
          user.token,
          'POST',
          '/networks/sandbox/form',
          {
            fields: { pageName },
          },
        );
        const id = added.pages.find((item) => item.name === pageName)?.id;
        if (!id) throw new Error(`sandbox page ${pageName} not added`);
        pageIds.push(id);
      }
      const context = await e2e.browser.newContext();
      await context.addInitScript((token: string) => localStorage.setItem('token', token), user.token);
      const page = await context.newPage();
      await page.goto(`${e2e.server.url}/#/dash/postCreator`);

      await page.getByRole('checkbox', { name: 'Dock Street Bakery' }).check();
      await page.getByRole('checkbox', { name: 'Dock Street Café' }).check();
      await page.getByLabel(enComposer.kind.label).selectOption('image');
      await page
        .getByRole('textbox', { name: enComposer.message.label })
        .fill('Rye loaves are back this weekend');

      await page.getByLabel(enComposer.media.addImages).setInputFiles({
        name: 'rye-large.jpg',
        mimeType: 'image/jpeg',
        buffer: await oversizeJpeg(),
      });
      const limitError = page.getByText(/accepts images up to 1 MB/).first();
      await limitError.waitFor();

      await page.getByRole('button', { name: 'Remove rye-large.jpg' }).click();
      await page.getByLabel(enComposer.media.addImages).setInputFiles({
        name: 'rye.png',
        mimeType: 'image/png',
        buffer: await smallPng(),
      });
      await page.getByRole('img', { name: 'rye.png' }).or(page.getByText('rye.png')).first().waitFor();
      await expect.poll(() => page.getByText(/accepts images up to 1 MB/).count()).toBe(0);

      const { local, due } = await elevenMinutesAhead(page);
      await pickScheduleTime(page, local);
      await page.getByRole('button', { name: enComposer.schedule.schedule, exact: true }).click();
      // The composer hands over to the posts list (posts2, the newer screen, by default).
      await page.waitForURL(/#\/dash\/posts/);
      const row = page.getByRole('listitem', { name: 'Rye loaves are back this weekend' });
      await row.getByText(enPosts.status.scheduled, { exact: true }).first().waitFor();
      expect(await row.getByText(enPosts.status.scheduled, { exact: true }).count()).toBe(2);

      const { posts } = await api<{ posts: Post[] }>(user.token, 'GET', '/posts');
      const post = posts.find((item) => item.message === 'Rye loaves are back this weekend');
      if (!post) throw new Error('post not saved');
      expect(post.kind).toBe('image');
      expect(post.targets.map((target) => target.dueAt)).toEqual([due, due]);

      // The test does not wait eleven real minutes: with the server stopped, it moves the
      // publications' due time to a few seconds after the restart, then watches them go out.
      const movedDueAt = (await moveDueTime(e2e.server, post.id, due, 20_000)).getTime();
      let published: Post = post;
      for (;;) {
        published = await api<Post>(user.token, 'GET', `/posts/${post.id}`);
        if (Date.now() < movedDueAt - 1_000) {
          expect(published.targets.every((target) => target.status === 'scheduled')).toBe(true);
        }
        if (published.targets.every((target) => target.status === 'posted')) break;
        if (Date.now() > movedDueAt + 60_000) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(published.targets.map((target) => target.status)).toEqual(['posted', 'posted']);
      for (const target of published.targets) {
        expect(new Date(target.postedAt ?? 0).getTime()).toBeGreaterThanOrEqual(movedDueAt);
        expect(target.latenessMs).toBeLessThan(5_000);
      }

      await page.reload();
      await row.getByText(enPosts.status.posted, { exact: true }).first().waitFor();
      expect(await row.getByText(enPosts.status.posted, { exact: true }).count()).toBe(2);
      for (const pageId of pageIds) {
        const view = await api<{ posts: { text: string; media: unknown[] }[] }>(
          user.token,
          'GET',
          `/sandbox/pages/${pageId}`,
        );
        const copies = view.posts.filter((item) => item.text === 'Rye loaves are back this weekend');
        expect(copies).toHaveLength(1);
        expect(copies[0]?.media).toHaveLength(1);
      }
      await context.close();
    },
    4 * 60_000,
  );
});
