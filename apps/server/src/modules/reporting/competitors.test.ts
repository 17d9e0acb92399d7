import type { Competitor } from '@pagewise/shared/competitors';
import type { Report } from '@pagewise/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
  await sandboxPage(test, owner, 'Competitors Bakery');
}, 120_000);
afterAll(() => test.close());

const listOf = async (who: Who) =>
  ((await call(test, who, 'GET', '/api/competitors')).json() as { competitors: Competitor[] }).competitors;

async function added(who: Who, network: string, address: string): Promise<Competitor> {
  const response = await call(test, who, 'POST', '/api/competitors', { network, address });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Competitor;
}

/** Waits for the job that reads a new competitor. */
async function read(who: Who, id: string): Promise<Competitor> {
  let found: Competitor | undefined;
  await expect
    .poll(
      async () => {
        found = (await listOf(who)).find((competitor) => competitor.id === id);
        return found && (found.name !== found.handle || found.lastError !== null);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Competitor;
}

describe('competitors', () => {
  it('are followed by address or handle, read at once, and compared per 1,000 followers', async () => {
    const rival = await added(owner, 'sandbox', 'https://sandbox.example/@corner_bakery');
    expect(rival).toMatchObject({ handle: 'corner_bakery', network: 'sandbox' });
    // The same page again is the same competitor.
    expect((await added(owner, 'sandbox', '@corner_bakery')).id).toBe(rival.id);
    expect((await read(owner, rival.id)).name).toBe('corner bakery');
    const response = await call(test, owner, 'GET', '/api/reporting/competitors?period=30d');
    const report = response.json() as Report;
    const line = report.competitors.find((competitor) => competitor.id === rival.id);
    expect(line?.followers).toBeGreaterThan(2000);
    expect(line?.posts).toBeGreaterThan(0);
    expect(line?.engagementPerThousand).toBe(
      Math.round(((line?.interactions ?? 0) / (line?.followers ?? 1)) * 100_000) / 100,
    );
  });

  it('say why they could not be read: a page the network does not know, no page of its network', async () => {
    const unknown = await added(owner, 'sandbox', 'unknown_shop');
    expect((await read(owner, unknown.id)).lastError).toBe('not_found');
    // The stranger has no sandbox page to read it with.
    const pageless = await added(stranger, 'sandbox', 'corner_bakery');
    expect((await read(stranger, pageless.id)).lastError).toBe('no_page_of_network');
    await call(test, stranger, 'DELETE', `/api/competitors/${pageless.id}`);
  });

  it('refuse an address without a handle, naming the field', async () => {
    const response = await call(test, owner, 'POST', '/api/competitors', {
      network: 'sandbox',
      address: 'two words',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ address: 'validation.competitor_handle' });
  });

  it('are the account’s own: another account sees none and cannot delete one; viewers only read', async () => {
    const [first] = await listOf(owner);
    expect(await listOf(stranger)).toEqual([]);
    expect((await call(test, stranger, 'DELETE', `/api/competitors/${first?.id}`)).statusCode).toBe(404);
    const viewer = await buildTeamMember(test, owner, 'viewer');
    expect((await listOf(viewer)).length).toBeGreaterThan(0);
    expect(
      (await call(test, viewer, 'POST', '/api/competitors', { network: 'sandbox', address: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(test, viewer, 'DELETE', `/api/competitors/${first?.id}`)).statusCode).toBe(403);
    expect((await call(test, owner, 'DELETE', `/api/competitors/${first?.id}`)).statusCode).toBe(204);
    expect((await listOf(owner)).some((competitor) => competitor.id === first?.id)).toBe(false);
  });
});
