import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Mantine's focus trap looks for a visible element to focus, and jsdom lays nothing out: it warns
// with the whole DOM node (hundreds of lines of React internals per opened picker). Not a finding
// in jsdom; the browser's tests (e2e) check focus for real.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
};
