import type { PostIssue } from '@pagewise/shared/posts/post';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';
import { translateError } from '../../lib/translate-error.ts';

/** Where the composer shows an issue: beside one of its fields (and always in the summary). */
export const issueAreas = [
  'pageIds',
  'kind',
  'message',
  'networkTexts',
  'pageTexts',
  'description',
  'link',
  'location',
  'tags',
  'collaborators',
  'media',
  'thumbnail',
  'document',
  'poll',
  'scheduledAt',
  'options.tiktok',
  'options.youtube',
  'options.twitter',
  'options.pinterest',
  'other',
] as const;
export type IssueArea = (typeof issueAreas)[number];

const aliases: Record<string, IssueArea> = {
  pages: 'pageIds',
  mediaIds: 'media',
  carouselRatio: 'media',
  images: 'media',
  videos: 'media',
  thumbnailMediaId: 'thumbnail',
  documentMediaId: 'document',
  documentTitle: 'document',
  reel: 'kind',
  intent: 'scheduledAt',
  boardId: 'options.pinterest',
};

/** `media.2` → media, `options.tiktok.privacyLevel` → options.tiktok, `poll.options.1` → poll. */
export function issueArea(field: string): IssueArea {
  const [root = '', second = ''] = field.split('.');
  const candidate = root === 'options' ? `options.${second}` : root;
  if ((issueAreas as readonly string[]).includes(candidate)) return candidate as IssueArea;
  return aliases[root] ?? 'other';
}

/** `media.2` → 2: the issue concerns that file of the list. */
export function mediaIndex(issue: PostIssue): number | null {
  const match = /^(?:media|mediaIds)\.(\d+)/.exec(issue.field);
  return match ? Number(match[1]) : null;
}

/**
 * An issue in the user's words: shared rules' keys (`post.image_too_large`) live in the `issues`
 * catalogue and may quote the network; the schema's keys (`validation.required`) in `errors`.
 */
export function issueText(t: TFunction, issue: PostIssue): string {
  if (issue.key.startsWith('validation.')) return translateError(t, issue.key);
  const network = issue.network ? { network: t(`networks.${issue.network}`, { ns: 'pages' }) } : {};
  return t(issue.key, {
    ns: 'issues',
    ...issue.params,
    ...network,
    defaultValue: translateError(t, issue.key),
  });
}

/** What a refused save says about the post: its issues, and the schema's field errors as issues. */
export function serverIssuesOf(error: unknown): PostIssue[] {
  if (!(error instanceof ApiError) || error.key !== 'invalid_data') return [];
  const listed = Array.isArray(error.details.issues) ? (error.details.issues as PostIssue[]) : [];
  const fields = Object.entries(error.fields).map(([field, key]) => ({ field, key }));
  return [...listed.filter((issue) => typeof issue?.key === 'string'), ...fields];
}
