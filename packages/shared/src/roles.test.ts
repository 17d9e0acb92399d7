import { describe, expect, it } from 'vitest';
import { roleInput } from './roles.ts';

describe('roleInput', () => {
  it.each([
    ['administrator', 'administrator'],
    ['admin', 'administrator'],
    ['Editor', 'editor'],
    ['writter', 'writer'],
    ['redacteur', 'writer'],
    ['lecteur', 'viewer'],
  ])('reads %s as %s', (input, role) => {
    expect(roleInput.parse(input)).toBe(role);
  });

  it('refuses an unknown role with its translation key', () => {
    const result = roleInput.safeParse('owner');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.role');
  });
});
