import { describe, expect, it } from 'vitest';
import { assigneeGroups, choiceValue, parseChoice } from './assignable.ts';

describe('the assignee picker', () => {
  it('groups team members and external validators, keeping the server order', () => {
    const groups = assigneeGroups([
      { kind: 'user', id: 'a', name: 'Ada Admin' },
      { kind: 'validator', id: 'z', name: 'Zoé Leroy' },
      { kind: 'user', id: 'e', name: 'Eve Editor' },
    ]);
    expect(groups.team).toEqual([
      { value: 'user:a', label: 'Ada Admin' },
      { value: 'user:e', label: 'Eve Editor' },
    ]);
    expect(groups.externals).toEqual([{ value: 'validator:z', label: 'Zoé Leroy' }]);
  });

  it('reads a choice back, refusing anything else', () => {
    expect(parseChoice(choiceValue({ kind: 'validator', id: 'v:1' }))).toEqual({
      kind: 'validator',
      id: 'v:1',
    });
    expect(parseChoice('user:a')).toEqual({ kind: 'user', id: 'a' });
    expect(parseChoice('')).toBeNull();
    expect(parseChoice('robot:a')).toBeNull();
    expect(parseChoice('user:')).toBeNull();
  });
});
