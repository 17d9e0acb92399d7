import type { Page } from '@pagewise/shared/pages';
import type { Post, PostIntent, SavePostRequest } from '@pagewise/shared/posts/post';
import { validatePost } from '@pagewise/shared/posts/validate-post';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { notifyError, notifyFormProblems, notifySuccess } from '../../../lib/notify.ts';
import { localToIso } from '../../../lib/schedule-time.ts';
import { useCreatePost } from '../api/create-post.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { contentToSend, isTextOnly } from '../composer-state.ts';
import { askChoice, askConfirm } from '../dialogs.tsx';
import { serverIssuesOf } from '../issues.ts';
import type { PostCreatorMode } from '../postCreatorMode.ts';
import { askValidationQuestions } from '../validation-questions.ts';
import type { Composer } from './use-composer.ts';
import { validationContext, validationInput } from './use-post-validation.ts';

interface SaveTarget {
  mode: PostCreatorMode;
  /** The post loaded in edit, duplicate or draft mode. */
  post: Post | null;
}

const isScheduled = (post: Post) => post.targets.some((target) => target.status === 'scheduled');

/**
 * Saving: the shared rules first (nothing is sent while they find an error), then the questions
 * of spec §4 (text-only post, change to a scheduled post, its validation, article already
 * posted), then the call.
 * What the user typed stays in the composer whatever the answer.
 */
export function useSavePost({ state, dispatch, pages, timeZone }: Composer, { mode, post }: SaveTarget) {
  const { t } = useTranslation('composer');
  const create = useCreatePost();
  const update = useUpdatePost();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  const send = async (body: SavePostRequest, postId: string | null): Promise<void> => {
    try {
      if (postId) await update.mutateAsync({ id: postId, body });
      else await create.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.key === 'post_already_posted' && !body.confirmAlreadyPosted) {
        if (await askConfirm(alreadyPostedQuestion(t, error, pages))) {
          return send({ ...body, confirmAlreadyPosted: true }, postId);
        }
        return;
      }
      dispatch({ type: 'serverIssues', issues: serverIssuesOf(error) });
      setFailure(error);
      return;
    }
    notifySuccess(t(`saved.${body.intent}`));
    // The list, where the new post shows its status on each page (posts2 opens on it too).
    navigate('/dash/posts?display=list');
  };

  const save = async (intent: PostIntent) => {
    setFailure(null);
    dispatch({ type: 'saveAttempt', intent });
    if (state.uploads.some((upload) => upload.error === null)) return notifyError(t('save.uploadsRunning'));
    const { errors } = validatePost(
      validationInput(state, intent, timeZone),
      validationContext(state, pages),
    );
    // A draft keeps a text over a network's limit (the user must not lose what they typed);
    // scheduling or publishing it is refused until it fits.
    if (errors.some((issue) => intent !== 'draft' || issue.key !== 'post.text_too_long')) {
      return notifyFormProblems(t('save.fixErrors'));
    }
    const textOnly = intent !== 'draft' && isTextOnly(state.content);
    if (textOnly && !(await askConfirm(textOnlyQuestion(t)))) return;
    const body: SavePostRequest = {
      ...contentToSend(state.content),
      intent,
      scheduledAt: intent === 'now' ? null : localToIso(state.scheduledAt, timeZone),
      confirmAlreadyPosted: false,
      resubmitForValidation: false,
      resendAssignment: false,
    };
    let postId = post && (mode === 'edit' || mode === 'draft') ? post.id : null;
    if (post && postId && isScheduled(post)) {
      const choice = await askChoice({
        title: t('scheduledEdit.title'),
        body: t('scheduledEdit.body'),
        choices: [
          { value: 'duplicate', label: t('scheduledEdit.duplicate') },
          { value: 'update', label: t('scheduledEdit.update'), primary: true },
        ],
      });
      if (choice === null) return;
      if (choice === 'duplicate') {
        postId = null;
        body.intent = 'draft';
      }
    }
    // Updating the post itself (not a duplicate): its validation asks its own question.
    if (post && postId) {
      const flags = await askValidationQuestions(t, post);
      if (flags === null) return;
      Object.assign(body, flags);
    }
    await send(body, postId);
  };

  const saving = create.isPending
    ? create.variables?.intent
    : update.isPending
      ? update.variables?.body.intent
      : null;
  return { save, saving: saving ?? null, failure };
}

function textOnlyQuestion(t: TFunction) {
  return {
    title: t('textOnly.title'),
    body: t('textOnly.body'),
    confirm: t('textOnly.confirm'),
    cancel: t('textOnly.cancel'),
  };
}

function alreadyPostedQuestion(t: TFunction, error: ApiError, pages: Page[]) {
  const ids = Array.isArray(error.details.pageIds) ? (error.details.pageIds as unknown[]) : [];
  const names = pages.filter((page) => ids.includes(page.id)).map((page) => page.name);
  return {
    title: t('alreadyPosted.title'),
    body:
      names.length > 0
        ? t('alreadyPosted.body', { pages: names.join(', ') })
        : t('alreadyPosted.bodyUnnamed'),
    confirm: t('alreadyPosted.confirm'),
    cancel: t('alreadyPosted.cancel'),
  };
}
