import { describe, expect, it } from 'vitest';
import { afterAssign, afterRemoval, afterSave, afterUnassign, mayPublishNow } from './validation-rules.ts';

const unassigned = { assigneeId: null, assigneeValidatorId: null };
const assigned = { assigneeId: 'someone', assigneeValidatorId: null };

describe('the rules of the validation state', () => {
  it('waits for a decision once assigned, and forgets the previous one', () => {
    expect(afterAssign()).toEqual({ validation: 'awaiting', decidedAt: null, decidedByName: null });
  });

  it('keeps a validation when unassigned; otherwise waits only if the account requires it', () => {
    expect(afterUnassign('validated', false)).toEqual({ validation: 'validated' });
    expect(afterUnassign('unvalidated', false)).toMatchObject({ validation: 'none', decidedAt: null });
    expect(afterUnassign('awaiting', true)).toMatchObject({ validation: 'awaiting' });
  });

  it('goes back to waiting when a decision is removed while one is still needed', () => {
    expect(afterRemoval(true)).toMatchObject({ validation: 'awaiting', decidedByName: null });
    expect(afterRemoval(false)).toMatchObject({ validation: 'none' });
  });

  it('puts what goes out on an account requiring validation in the queue; resubmits a decided post', () => {
    const required = { validationRequired: true, resubmit: false };
    expect(afterSave('none', { ...required, intent: 'schedule' })).toEqual({ validation: 'awaiting' });
    expect(afterSave('none', { ...required, intent: 'draft' })).toEqual({ validation: 'none' });
    expect(afterSave('validated', { ...required, intent: 'schedule' })).toEqual({ validation: 'validated' });
    const resubmit = { validationRequired: false, resubmit: true, intent: 'schedule' as const };
    expect(afterSave('validated', resubmit)).toMatchObject({ validation: 'awaiting', decidedAt: null });
    expect(afterSave('unvalidated', resubmit)).toMatchObject({ validation: 'awaiting' });
    expect(afterSave('none', resubmit)).toEqual({ validation: 'none' });
  });

  it('publishes now only what needs no validation or has it', () => {
    expect(mayPublishNow({ ...unassigned, validation: 'none' }, false)).toBe(true);
    expect(mayPublishNow({ ...unassigned, validation: 'none' }, true)).toBe(false);
    expect(mayPublishNow({ ...assigned, validation: 'awaiting' }, false)).toBe(false);
    expect(mayPublishNow({ ...assigned, validation: 'unvalidated' }, false)).toBe(false);
    expect(mayPublishNow({ ...assigned, validation: 'validated' }, true)).toBe(true);
  });
});
