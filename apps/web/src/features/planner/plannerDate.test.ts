import { describe, expect, it } from 'vitest';
import { plannerDate } from './plannerDate.ts';

describe('plannerDate', () => {
  it('takes the date from the path first, then from ?date=', () => {
    expect(plannerDate('2025-03-14', new URLSearchParams('date=2025-01-01'))).toBe('2025-03-14');
    expect(plannerDate(undefined, new URLSearchParams('date=2025-01-01'))).toBe('2025-01-01');
  });

  it('ignores what is not a real calendar date', () => {
    expect(plannerDate('2025-02-30', new URLSearchParams())).toBeNull();
    expect(plannerDate('tomorrow', new URLSearchParams('date=14/03/2025'))).toBeNull();
    expect(plannerDate('bad', new URLSearchParams('date=2025-03-14'))).toBe('2025-03-14');
    expect(plannerDate(undefined, new URLSearchParams())).toBeNull();
  });
});
