import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../../app/test-utils.tsx';
import { buildValidator } from '../../../collaboration/test-fixtures.tsx';
import { sentBody } from '../../test-fixtures.ts';
import { apiError, findDialog, ok, openUsers, self, slow, stubUsers } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const zoe = buildValidator({ pageIds: ['p1', 'p2'] });
const marc = buildValidator({
  id: 'validator-2',
  kind: 'viewer',
  firstname: 'Marc',
  lastname: 'Blanc',
  email: 'marc@client.example',
  pageIds: ['p2'],
  accessUrl: null,
});
const section = () => screen.getByRole('region', { name: 'Shared planner validators' });
const validatorRow = (name: string) => within(section()).getByRole('listitem', { name });

async function openValidators(answers: Parameters<typeof stubUsers>[0] = {}) {
  const calls = stubUsers({ 'GET /users': ok({ users: [self] }), ...answers });
  await openUsers();
  await screen.findByRole('region', { name: 'Shared planner validators' }, slow);
  return calls;
}

describe('shared planner validators', { timeout: 20_000 }, () => {
  it('lists each validator with e-mail, access and pages, and copies the access link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openValidators({ 'GET /validators': ok({ validators: [zoe, marc] }) });
    const row = await within(section()).findByRole('listitem', { name: 'Zoé Leroy' }, slow);
    expect(within(row).getByText('zoe@client.example')).toBeTruthy();
    expect(within(row).getByText('Shared planner')).toBeTruthy();
    expect(await within(row).findByText('Pages: Boulangerie Durand, Durand Insta', {}, slow)).toBeTruthy();
    const other = validatorRow('Marc Blanc');
    expect(within(other).getByText('Validation only')).toBeTruthy();
    expect(within(other).getByText('Link revoked')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Copy the access link' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Copy the access link' }));
    expect(writeText).toHaveBeenCalledWith(zoe.accessUrl);
    expect(await within(row).findByRole('button', { name: 'Link copied' }, slow)).toBeTruthy();
  });

  it('revokes a link, makes a new one and deletes a validator after confirmation', async () => {
    let list = [zoe, marc];
    const calls = await openValidators({
      'GET /validators': () => ok({ validators: list }),
      'DELETE /validators/validator-1/link': () => {
        list = [{ ...zoe, accessUrl: null }, marc];
        return ok(list[0]);
      },
      'POST /validators/validator-2/link': () => {
        list = [list[0] ?? zoe, { ...marc, accessUrl: 'https://pagewise.example/#/invite/viewer?token=new' }];
        return ok(list[1]);
      },
      'DELETE /validators/validator-2': () => {
        list = [list[0] ?? zoe];
        return { status: 204 };
      },
    });
    const row = await within(section()).findByRole('listitem', { name: 'Zoé Leroy' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke the link' }));
    expect(await screen.findByText('The link of Zoé Leroy no longer works.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(validatorRow('Zoé Leroy')).getByText('Link revoked')).toBeTruthy());

    await userEvent.click(within(validatorRow('Marc Blanc')).getByRole('button', { name: 'New link' }));
    expect(
      await screen.findByText('Marc Blanc has a new link; the previous one no longer works.', {}, slow),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(validatorRow('Marc Blanc')).getByRole('button', { name: 'Copy the access link' }),
      ).toBeTruthy(),
    );

    await userEvent.click(within(validatorRow('Marc Blanc')).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete Marc Blanc?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('DELETE /validators/validator-2');
    await userEvent.click(within(validatorRow('Marc Blanc')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await findDialog('Delete Marc Blanc?')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Marc Blanc was deleted.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(section()).queryByRole('listitem', { name: 'Marc Blanc' })).toBeNull());
  });

  it('adds a validator: every field checked, the server’s refusal on its field, what was typed kept', async () => {
    let answers = 0;
    const added = buildValidator({
      id: 'validator-3',
      firstname: 'Inès',
      lastname: 'Garnier',
      email: 'ines@client.example',
    });
    await openValidators({
      'POST /validators': () => {
        answers += 1;
        return answers === 1
          ? apiError(409, 'email_already_used', { email: 'validation.email_taken' })
          : ok(added);
      },
    });
    expect(await within(section()).findByText('No validator yet', {}, slow)).toBeTruthy();
    await userEvent.click(within(section()).getByRole('button', { name: 'Add a validator' }));
    const dialog = await findDialog('Add a validator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);
    expect(await within(dialog).findByText('Choose at least one page.', {}, slow)).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Inès');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Garnier');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail address' }),
      'ines@client.example',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Validation only' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Durand Insta' }, slow));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('This e-mail address is already used by another account.', {}, slow),
    ).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(
      'Inès',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        'Inès Garnier was added: copy their access link and send it to them.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(sentBody('POST', '/validators')).toEqual({
      firstname: 'Inès',
      lastname: 'Garnier',
      email: 'ines@client.example',
      kind: 'viewer',
      pageIds: ['p2'],
    });
  });

  it('offers to try again when the validators cannot be loaded', async () => {
    let answers = 0;
    await openValidators({
      'GET /validators': () => {
        answers += 1;
        return answers === 1 ? apiError(500, 'internal_error') : ok({ validators: [zoe] });
      },
    });
    expect(await within(section()).findByText('The validators could not be loaded', {}, slow)).toBeTruthy();
    await userEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByRole('listitem', { name: 'Zoé Leroy' }, slow)).toBeTruthy();
  });
});
