import { useDebouncedValue } from '@mantine/hooks';
import type { Page } from '@pagewise/shared/pages';
import type { PostIntent, PostIssue } from '@pagewise/shared/posts/post';
import {
  type PostToValidate,
  type ValidationContext,
  validatePost,
} from '@pagewise/shared/posts/validate-post';
import { useMemo } from 'react';
import { localToIso } from '../../../lib/schedule-time.ts';
import { type ComposerState, contentToSend } from '../composer-state.ts';
import { type IssueArea, issueArea } from '../issues.ts';

export interface ComposerIssues {
  /** Errors to show: those of areas the user changed, all of them after a save attempt. */
  errors: PostIssue[];
  /** Warnings never block a post; they are always shown. */
  warnings: PostIssue[];
  errorsAt: (area: IssueArea) => PostIssue[];
  warningsAt: (area: IssueArea) => PostIssue[];
}

/** What `validatePost` checks; an unreadable date goes as typed so that it is reported. */
export function validationInput(state: ComposerState, intent: PostIntent, timeZone: string): PostToValidate {
  const scheduledAt =
    state.scheduledAt === '' ? null : (localToIso(state.scheduledAt, timeZone) ?? state.scheduledAt);
  return { ...contentToSend(state.content), intent, scheduledAt };
}

export function validationContext(state: ComposerState, pages: readonly Page[]): ValidationContext {
  const { mediaIds, thumbnailMediaId, documentMediaId } = state.content;
  const referenced = [...mediaIds, thumbnailMediaId, documentMediaId];
  return {
    pages: pages.map((page) => ({
      id: page.id,
      kind: page.kind,
      concierge: page.connectionMode === 'concierge',
    })),
    media: referenced.flatMap((id) => (id && state.media[id] ? [state.media[id]] : [])),
    now: new Date(),
  };
}

/** Before any save attempt, a date in the field means the user means to schedule. */
export const liveIntent = (state: ComposerState): PostIntent =>
  state.intent ?? (state.scheduledAt ? 'schedule' : 'now');

/** The shared rules, run on every change (lightly debounced), plus what the server said last. */
export function usePostValidation(
  state: ComposerState,
  pages: readonly Page[],
  timeZone: string,
): ComposerIssues {
  const [settled] = useDebouncedValue(state, 150);
  const validation = useMemo(
    () =>
      validatePost(
        validationInput(settled, liveIntent(settled), timeZone),
        validationContext(settled, pages),
      ),
    [settled, pages, timeZone],
  );
  const { serverIssues } = state;
  return useMemo(() => {
    const shown = validation.errors.filter(
      (issue) => settled.intent !== null || settled.touched.includes(issueArea(issue.field)),
    );
    const errors = [...shown, ...serverIssues];
    const { warnings } = validation;
    return {
      errors,
      warnings,
      errorsAt: (area) => errors.filter((issue) => issueArea(issue.field) === area),
      warningsAt: (area) => warnings.filter((issue) => issueArea(issue.field) === area),
    };
  }, [validation, settled, serverIssues]);
}
