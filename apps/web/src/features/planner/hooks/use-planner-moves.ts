import type { PlannerItem } from '@pagewise/shared/planner';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { askChoice } from '../../post-creator/dialogs.tsx';
import { postsQueryKey } from '../../posts/api/get-posts.ts';
import { reschedulePost } from '../../posts/api/reschedule-post.ts';
import { postErrorTexts } from '../../posts/post-error-text.ts';
import { plannerQueryKey } from '../api/get-planner.ts';
import {
  asksMoveScope,
  type MoveRefusal,
  type MoveScope,
  moveRefusal,
  rescheduleBody,
} from '../move-rules.ts';
import { eventsOfPost } from '../planner-events.ts';
import type { PlannerEventsStore } from './use-planner-events.ts';

/**
 * Dragging an event to another time (spec §4): refused at once when the rules say no; a post
 * on several pages asks whether every publication moves; the move shows at once and goes back,
 * with the server's reason, when the server refuses it.
 */
export function usePlannerMoves({ state, events, dispatch }: PlannerEventsStore) {
  const { t } = useTranslation(['planner', 'issues', 'posts', 'pages']);
  const queryClient = useQueryClient();

  const refusalText = (refusal: MoveRefusal) =>
    refusal.startsWith('post.')
      ? t(refusal, { ns: 'issues', minutes: minimumScheduleMinutes })
      : t(refusal, { minutes: minimumScheduleMinutes });

  const askScope = () =>
    askChoice<MoveScope | 'cancel'>({
      title: t('move.scope.title'),
      body: t('move.scope.body'),
      choices: [
        { value: 'cancel', label: t('move.scope.cancel') },
        { value: 'one', label: t('move.scope.one') },
        { value: 'all', label: t('move.scope.all'), primary: true },
      ],
    });

  /**
   * Moves `item` to `start`. `undo` puts the calendar's own copy back when the move is refused
   * before anything changed (the calendar moved it under the pointer already).
   */
  return async function move(item: PlannerItem, start: Date, undo: () => void = () => {}): Promise<void> {
    const refusal = moveRefusal(item, start, new Date(), events);
    if (refusal || item.postId === null) {
      undo();
      notifyError(refusalText(refusal ?? 'move.notMovable'));
      return;
    }
    const postId = item.postId;
    const at = start.toISOString();
    dispatch({ type: 'patch', ids: [item.id], start: at });
    let scope: MoveScope = 'all';
    if (asksMoveScope(item)) {
      const answer = await askScope();
      if (answer === null || answer === 'cancel') {
        dispatch({ type: 'revert', ids: [item.id] });
        return;
      }
      scope = answer;
    }
    const ids = scope === 'all' ? eventsOfPost(state, postId) : [item.id];
    if (!ids.includes(item.id)) ids.push(item.id);
    dispatch({ type: 'patch', ids, start: at });
    try {
      await reschedulePost({ postId, body: rescheduleBody(item, start, scope) });
    } catch (error) {
      dispatch({ type: 'revert', ids });
      notifyError(postErrorTexts(t, error).join(' '));
      return;
    }
    dispatch({ type: 'confirm', ids });
    notifySuccess(t('move.done'));
    await queryClient.invalidateQueries({ queryKey: plannerQueryKey });
    await queryClient.invalidateQueries({ queryKey: postsQueryKey });
  };
}
