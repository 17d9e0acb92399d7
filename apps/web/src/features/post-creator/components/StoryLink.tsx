import { NativeSelect } from '@mantine/core';
import type { Post } from '@pagewise/shared/posts/post';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime, shorten } from '../../posts/format.ts';
import { useScheduledPosts } from '../api/get-scheduled-posts.ts';
import type { Composer } from '../hooks/use-composer.ts';
import { useIssueError } from './FieldIssues.tsx';

interface StoryLinkProps {
  composer: Composer;
  /** The post being edited: a story cannot come from itself. */
  editedPostId: string | null;
}

/** How a scheduled post reads in the list: its first words and its time. */
function postLabel(t: TFunction, post: Post, language: string, timeZone: string): string {
  const words = post.message || post.description || post.link;
  const text = words ? shorten(words, 60) : t('storyLink.noText');
  return post.scheduledAt ? `${text} · ${formatDateTime(post.scheduledAt, language, timeZone)}` : text;
}

/**
 * Spec §4: a story can come from one of the account's scheduled posts (not another story), and
 * then goes out after it. The server checks the order; the hint says it beforehand.
 */
export function StoryLink({ composer, editedPostId }: StoryLinkProps) {
  const { t, i18n } = useTranslation('composer');
  const timeZone = useTimeZone();
  const { state, set, issues } = composer;
  const linked = state.content.storyOfPostId ?? '';
  const scheduled = useScheduledPosts();
  const issueError = useIssueError();
  const choices = (scheduled.data ?? []).filter((post) => post.id !== editedPostId && post.kind !== 'story');
  // The server names an unknown post both as an issue and as a field error: said once.
  const linkIssues = [
    ...new Map(
      issues.errors.filter((issue) => issue.field === 'storyOfPostId').map((issue) => [issue.key, issue]),
    ).values(),
  ];
  // A linked post that left the list (published, deleted) stays shown until the user changes it.
  const unlisted = linked !== '' && scheduled.isSuccess && !choices.some((post) => post.id === linked);

  return (
    <NativeSelect
      label={t('storyLink.label')}
      description={t('storyLink.hint')}
      value={linked}
      disabled={scheduled.isPending}
      data={[
        { value: '', label: t('storyLink.none') },
        ...(unlisted ? [{ value: linked, label: t('storyLink.unlisted') }] : []),
        ...choices.map((post) => ({ value: post.id, label: postLabel(t, post, i18n.language, timeZone) })),
      ]}
      onChange={(event) => set('storyOfPostId', event.currentTarget.value || null)}
      error={scheduled.isError ? translateError(t, scheduled.error) : issueError(linkIssues)}
    />
  );
}
