import { describe, expect, it } from 'vitest';
import { fillReply } from './reply-fill.ts';

const values = { name: 'Amélie Roche', page: 'Le Petit Four', user: 'Sam' };

describe('a saved reply filled for an item', () => {
  it('puts the author, the page and the replying user in their places', () => {
    expect(fillReply('Hello {{name}}, {{user}} from {{page}} here.', values)).toBe(
      'Hello Amélie Roche, Sam from Le Petit Four here.',
    );
  });

  it('takes spaces and capitals inside the braces, and every occurrence', () => {
    expect(fillReply('{{ Name }} / {{NAME}} / {{name}}', values)).toBe(
      'Amélie Roche / Amélie Roche / Amélie Roche',
    );
  });

  it('leaves unknown variables and single braces as written', () => {
    expect(fillReply('{{order}} {name} {{ page', values)).toBe('{{order}} {name} {{ page');
  });

  it('does not read a value as a pattern', () => {
    expect(fillReply('Hi {{name}}', { ...values, name: '$& $1 {{page}}' })).toBe('Hi $& $1 {{page}}');
  });
});
