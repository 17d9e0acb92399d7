import type { Page } from '@pagewise/shared/pages';
import { type Post, type PostContent, type PostOptions, postContent } from '@pagewise/shared/posts/post';
import { type Dispatch, useCallback, useReducer } from 'react';
import { isoToLocal } from '../../../lib/schedule-time.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import {
  type ComposerAction,
  type ComposerState,
  composerReducer,
  initialComposerState,
} from '../composer-state.ts';
import { type IssueArea, issueArea } from '../issues.ts';
import type { PostCreatorMode } from '../postCreatorMode.ts';
import { type ComposerIssues, usePostValidation } from './use-post-validation.ts';

/** Everything a part of the composer needs: the state, ways to change it, and its issues. */
export interface Composer {
  state: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  set: <K extends keyof PostContent>(field: K, value: PostContent[K]) => void;
  setOption: <N extends keyof PostOptions>(network: N, patch: Partial<NonNullable<PostOptions[N]>>) => void;
  issues: ComposerIssues;
  /** The account's pages (the picker's choices, the networks the post goes to). */
  pages: Page[];
  selectedPages: Page[];
  /** The user's zone: the wall clock `state.scheduledAt` is read in. */
  timeZone: string;
}

/** The post loaded into the composer: in edit and draft mode as it is, duplicated as a new post. */
export function stateFromPost(
  post: Post | null,
  mode: PostCreatorMode,
  pages: Page[],
  timeZone: string,
): ComposerState {
  const state = initialComposerState();
  if (!post) return state;
  const content = postContent.parse(post);
  const pageIds = content.pageIds.filter((id) => pages.some((page) => page.id === id));
  // A page the user does not reach (any more) takes its own text with it, as in the composer.
  const pageTexts = Object.fromEntries(
    Object.entries(content.pageTexts).filter(([id]) => pageIds.includes(id)),
  );
  return {
    ...state,
    content: { ...content, pageIds, pageTexts },
    scheduledAt: mode === 'duplicate' ? '' : isoToLocal(post.scheduledAt, timeZone),
    media: Object.fromEntries(post.media.map((item) => [item.id, item])),
  };
}

export function useComposer(initial: () => ComposerState, pages: Page[]): Composer {
  const [state, dispatch] = useReducer(composerReducer, undefined, initial);
  const set = useCallback(
    <K extends keyof PostContent>(field: K, value: PostContent[K]) =>
      dispatch({ type: 'set', patch: { [field]: value }, area: issueArea(field) as IssueArea }),
    [],
  );
  const setOption = useCallback(
    <N extends keyof PostOptions>(network: N, patch: Partial<NonNullable<PostOptions[N]>>) =>
      dispatch({ type: 'setOption', network, patch }),
    [],
  );
  const timeZone = useTimeZone();
  const issues = usePostValidation(state, pages, timeZone);
  const selectedPages = pages.filter((page) => state.content.pageIds.includes(page.id));
  return { state, dispatch, set, setOption, issues, pages, selectedPages, timeZone };
}
