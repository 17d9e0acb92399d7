import { TextInput } from '@mantine/core';
import { textLimits } from '@pagewise/shared/text-limits';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../app/queryClient.ts';
import { loadEnglish } from '../app/test-utils.tsx';
import { useTextLimit } from './text-limit.tsx';

beforeEach(loadEnglish);

/** An input held to 6 characters, as a form holds its own. */
function Field() {
  const [value, setValue] = useState('');
  const limit = useTextLimit();
  return (
    <TextInput
      label="Group name"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      {...limit(6, value, 'Shown in the page list.')}
    />
  );
}

describe('useTextLimit', () => {
  it("holds an input to the server's limit and keeps its description until the limit is reached", () => {
    const { result } = renderHook(() => useTextLimit());
    expect(result.current('groupName', 'Shops', 'A hint')).toEqual({
      maxLength: textLimits.groupName,
      description: 'A hint',
    });
    expect(result.current(5, 'abcd')).toEqual({ maxLength: 5, description: undefined });
  });

  it('says the limit, with thousands written the reader’s way, once it is reached', () => {
    const { result } = renderHook(() => useTextLimit());
    expect(result.current('postDescription', 'x'.repeat(textLimits.postDescription)).description).toBe(
      'Limit reached: 10,000 characters at most.',
    );
  });

  it('stops typing at the limit and shows the note beside the description', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Field />
      </AppProviders>,
    );
    const input = screen.getByRole('textbox', { name: 'Group name' });
    expect(input.getAttribute('maxlength')).toBe('6');
    await userEvent.type(input, 'Bakeries');
    expect((input as HTMLInputElement).value).toBe('Bakeri');
    expect(screen.getByText(/Shown in the page list\. Limit reached: 6 characters at most\./)).toBeTruthy();
  });
});
