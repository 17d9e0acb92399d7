import { textLimits } from '@pagewise/shared/text-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { call } from '../test/posts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
});
afterAll(() => test.close());

describe('a value over its length limit', () => {
  it('is named too long, with the limit, even where the schema gave the limit no key', async () => {
    const sandbox = await call(test, owner, 'POST', '/api/networks/sandbox/form', {
      fields: { pageName: 'x'.repeat(10_000) },
    });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { 'fields.pageName': 'validation.too_long' },
      details: { limits: { 'fields.pageName': textLimits.pageName } },
    });

    // Just over the field's own limit, under any other: the field's limit is the one quoted.
    const justOver = await call(test, owner, 'POST', '/api/networks/sandbox/form', {
      fields: { pageName: 'x'.repeat(textLimits.pageName + 1) },
    });
    expect(justOver.json().error).toMatchObject({
      fields: { 'fields.pageName': 'validation.too_long' },
      details: { limits: { 'fields.pageName': textLimits.pageName } },
    });

    const post = await call(test, owner, 'POST', '/api/posts', {
      intent: 'draft',
      documentTitle: 'd'.repeat(textLimits.documentTitle + 1),
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toMatchObject({
      fields: { documentTitle: 'validation.too_long' },
      details: { limits: { documentTitle: textLimits.documentTitle } },
    });

    const group = await call(test, owner, 'POST', '/api/groups', { name: 'g'.repeat(81), pageIds: [] });
    expect(group.json().error).toMatchObject({
      fields: { name: 'validation.too_long' },
      details: { limits: { name: 80 } },
    });
  });
});
