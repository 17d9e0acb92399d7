import { useEffect } from 'react';

/**
 * Keyboard triage: j next, k previous, e done (treated), a assign. Keys typed into a field are
 * the field's, not shortcuts.
 */
export function useTriageKeys(handlers: {
  next: () => void;
  previous: () => void;
  done: () => void;
  assign: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="listbox"]')) return;
      const handler = { j: handlers.next, k: handlers.previous, e: handlers.done, a: handlers.assign }[
        event.key
      ];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [handlers]);
}
