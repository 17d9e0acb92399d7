import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readStored } from '../../../lib/storage.ts';
import { inboxKey } from '../api/inbox-reads.ts';

/** How long a dropped stream waits before it is opened again. */
const reconnectMs = 3_000;

/**
 * Refetches the inbox each time the server says the account's items changed (server-sent events
 * of `GET /api/inbox/events`, read with fetch so the session goes in a header, not in the address).
 * The queries poll every 10 s besides, so new items come without reload even with no stream.
 */
export function useInboxEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      controller = new AbortController();
      const token = readStored('token');
      try {
        const response = await fetch('/api/inbox/events', {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
        });
        const body = response.body;
        if (!response.ok || !body || !response.headers.get('content-type')?.includes('text/event-stream'))
          return;
        const reader = body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          if (events.some((event) => /^event: items$/m.test(event)))
            void queryClient.invalidateQueries({ queryKey: inboxKey });
        }
      } catch {
        // The stream dropped or never opened: polling goes on meanwhile.
      }
      if (!stopped) retry = setTimeout(() => void open(), reconnectMs);
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    };
  }, [queryClient]);
}
