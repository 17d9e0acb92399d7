import { describe, expect, it } from 'vitest';

/** Every screen's source, to find its text inputs. */
const sources = import.meta.glob<string>(['../features/**/*.tsx', '../app/**/*.tsx', '!**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A date or a time is picked, not typed: it has no length to limit. */
const picked = /type="(date|time|datetime-local)"/;

/**
 * Each text input, from its tag to the end of its props: where one is written without a limit,
 * typing would run past what the server takes and only the server would say so.
 */
function unlimitedInputs(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<(TextInput|Textarea|PasswordInput|TagsInput|Input)(?=\s)/g)) {
    const rest = source.slice(match.index);
    const props = rest.slice(0, rest.search(/\/?>\s*\n/) + 1);
    if (!/limit\(|maxLength/.test(props) && !picked.test(props)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line} <${match[1]}>`);
    }
  }
  return found;
}

describe('text inputs', () => {
  it('each stop at the limit the server checks (useTextLimit or maxLength)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const unlimited = Object.entries(sources).flatMap(([file, source]) => unlimitedInputs(file, source));
    expect(unlimited).toEqual([]);
  });
});
