import { notifications } from '@mantine/notifications';
import type { Source } from '@pagewise/shared/sources/source';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/translate-error.ts';
import { waitsForFirstRead } from './api/get-sources.ts';

/** A worker reads a saved source within seconds; past this, the notice gives up waiting. */
export const firstReadWaitMs = 60_000;

type Waiting = { edited: boolean; since: number };
/** Sources saved in this tab whose first read the user has not been told about yet. */
const waiting = new Map<string, Waiting>();

const noticeId = (source: Source) => `source-read-${source.id}`;

/**
 * What the user is told once a source is saved. A worker reads it after the answer: until then the
 * notice says it is being read, and the list's next look tells whether it could be (green) or not
 * (red, with the reason), never a green "added" for a source whose card then says Error.
 */
export function noticeAfterSave(t: TFunction, saved: Source, edited: boolean) {
  if (!waitsForFirstRead(saved)) {
    notifications.show({ id: noticeId(saved), ...outcomeOf(t, saved, edited) });
    return;
  }
  waiting.set(saved.id, { edited, since: Date.now() });
  notifications.show({
    id: noticeId(saved),
    loading: true,
    autoClose: false,
    message: t(edited ? 'notices.updatedReading' : 'notices.addedReading', { name: saved.name }),
  });
}

/** Turns each "being read" notice into its outcome as soon as the list shows the source read. */
export function useFirstReadNotices(sources: Source[] | undefined) {
  const { t } = useTranslation('sources');
  useEffect(() => {
    for (const source of sources ?? []) {
      const saved = waiting.get(source.id);
      if (!saved) continue;
      if (!waitsForFirstRead(source)) {
        waiting.delete(source.id);
        notifications.update({ id: noticeId(source), loading: false, ...outcomeOf(t, source, saved.edited) });
      } else if (Date.now() - saved.since > firstReadWaitMs) {
        // The card keeps saying when it will be read; the notice does not spin for ever.
        waiting.delete(source.id);
        notifications.hide(noticeId(source));
      }
    }
  }, [sources, t]);
}

function outcomeOf(t: TFunction, source: Source, edited: boolean) {
  if (source.status === 'error') {
    const reason = translateError(t, source.errorKey ?? 'generic');
    return {
      color: 'red',
      autoClose: 8_000,
      message: t(edited ? 'notices.updatedUnread' : 'notices.addedUnread', { name: source.name, reason }),
    };
  }
  return {
    color: 'green',
    autoClose: 4_000,
    message: t(edited ? 'notices.updated' : 'notices.added', { name: source.name }),
  };
}
