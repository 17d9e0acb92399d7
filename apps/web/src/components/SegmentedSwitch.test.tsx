import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedSwitch } from './SegmentedSwitch.tsx';

const views = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'list', label: 'List' },
] as const;

function Switch() {
  const [view, setView] = useState<(typeof views)[number]['value']>('week');
  return (
    <>
      <SegmentedSwitch label="View" value={view} onChange={setView} data={views} />
      <output>{view}</output>
    </>
  );
}

describe('SegmentedSwitch', () => {
  it('is a group of radios named as shown, chosen by a click on a label or by the arrows', async () => {
    render(
      <MantineProvider>
        <Switch />
      </MantineProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'View' });
    const checked = () =>
      within(group)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.getAttribute('value'));
    expect(checked()).toEqual(['week']);
    await userEvent.click(screen.getByText('Month'));
    expect(checked()).toEqual(['month']);
    expect(screen.getByRole('status').textContent).toBe('month');
    await userEvent.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['week']);
    expect(screen.getByRole('status').textContent).toBe('week');
  });
});
