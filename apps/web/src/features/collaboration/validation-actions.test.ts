import { permissionMatrix } from '@pagewise/shared/permissions';
import { describe, expect, it } from 'vitest';
import { buildValidation } from './test-fixtures.tsx';
import { decisionFor, validationActions } from './validation-actions.ts';

const team = (role: keyof typeof permissionMatrix) =>
  ({ kind: 'team', permissions: permissionMatrix[role] }) as const;
const toLea = { kind: 'user', id: 'user-2', name: 'Léa Martin' } as const;
const toZoe = { kind: 'validator', id: 'validator-1', name: 'Zoé Leroy' } as const;

describe('the decision that applies to a validation state', () => {
  it('offers only Validate on a post awaiting validation or refused, only Unvalidate on a validated one', () => {
    expect(decisionFor('awaiting')).toBe('validate');
    expect(decisionFor('unvalidated')).toBe('validate');
    expect(decisionFor('validated')).toBe('unvalidate');
    expect(decisionFor('none')).toBeNull();
  });

  it('never offers both decisions, whoever looks at the post', () => {
    const viewers = [
      team('administrator'),
      team('editor'),
      team('viewer'),
      { kind: 'validator', id: 'validator-1' } as const,
    ];
    for (const state of ['none', 'awaiting', 'validated', 'unvalidated'] as const)
      for (const viewer of viewers) {
        const actions = validationActions(buildValidation({ state, assignee: toZoe }), viewer, true);
        expect(actions.filter((action) => action === 'validate' || action === 'unvalidate').length).toBe(
          state === 'none' ? 0 : 1,
        );
      }
  });
});

describe('validation actions', () => {
  it('lets an editor assign, decide and remove a decision', () => {
    expect(validationActions(buildValidation(), team('editor'), true)).toEqual(['assign']);
    expect(
      validationActions(buildValidation({ state: 'awaiting', assignee: toLea }), team('editor'), true),
    ).toEqual(['assign', 'unassign', 'validate']);
    expect(
      validationActions(buildValidation({ state: 'validated', assignee: toLea }), team('editor'), true),
    ).toEqual(['assign', 'unassign', 'unvalidate', 'remove']);
    // Mandatory validation, nobody assigned: a decision, no unassigning.
    expect(validationActions(buildValidation({ state: 'unvalidated' }), team('administrator'), true)).toEqual(
      ['assign', 'validate', 'remove'],
    );
  });

  it('lets a writer assign but never decide, and a viewer decide but never assign', () => {
    const awaiting = buildValidation({ state: 'awaiting', assignee: toLea });
    expect(validationActions(awaiting, team('writer'), true)).toEqual(['assign', 'unassign']);
    expect(validationActions(awaiting, team('viewer'), true)).toEqual(['validate']);
  });

  it('lets an external validator decide only the posts assigned to them, never remove', () => {
    const theirs = buildValidation({ state: 'validated', assignee: toZoe });
    expect(validationActions(theirs, { kind: 'validator', id: 'validator-1' }, true)).toEqual(['unvalidate']);
    expect(validationActions(theirs, { kind: 'validator', id: 'validator-2' }, true)).toEqual([]);
    expect(validationActions(theirs, { kind: 'validator', id: null }, true)).toEqual([]);
    const sameNameUser = buildValidation({ state: 'awaiting', assignee: { ...toZoe, kind: 'user' } });
    // A user with the same id as the validator is still not the validator.
    expect(validationActions(sameNameUser, { kind: 'validator', id: 'validator-1' }, true)).toEqual([]);
  });

  it('offers nothing once the post is on its way or out', () => {
    const awaiting = buildValidation({ state: 'awaiting', assignee: toLea });
    expect(validationActions(awaiting, team('administrator'), false)).toEqual([]);
    expect(
      validationActions(
        buildValidation({ state: 'awaiting', assignee: toZoe }),
        { kind: 'validator', id: 'validator-1' },
        false,
      ),
    ).toEqual([]);
  });
});
