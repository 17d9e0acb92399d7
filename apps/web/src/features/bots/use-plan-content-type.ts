import type { UseFormReturnType } from '@mantine/form';
import { makesNativePosts } from '@pagewise/shared/bots';
import { useEffect } from 'react';
import { usePlanLock } from '../plan/hooks/use-plan-lock.ts';
import type { BotValues } from './bot-values.ts';

/**
 * A new bot on a plan without native posts makes link previews where its page's network takes
 * links (`makesNativePosts`): the content type its plan lets it save, in place of image posts.
 */
export function usePlanContentType(
  form: UseFormReturnType<BotValues>,
  pageKind: string | undefined,
  isNew: boolean,
) {
  const nativeLock = usePlanLock({ feature: 'nativePosts' });
  const refused = isNew && nativeLock !== null && makesNativePosts(form.values.contentType, pageKind ?? '');
  const { setFieldValue } = form;
  useEffect(() => {
    if (refused) setFieldValue('contentType', 'snippet');
  }, [refused, setFieldValue]);
}
