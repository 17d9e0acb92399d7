import {
  type Media,
  type PostContent,
  type PostIntent,
  type PostIssue,
  type PostKind,
  type PostOptions,
  postContent,
  postOptions,
} from '@pagewise/shared/posts/post';
import { type IssueArea, issueArea } from './issues.ts';
import { kindKeeps, mediaLostBy } from './kind-media.ts';

/** A file on its way to the server; once measured it becomes a `Media` of the content. */
export interface Upload {
  key: string;
  fileName: string;
  role: UploadRole;
  /** Share sent, 0 to 1. */
  progress: number;
  /** Why it failed (an ApiError), or null while it runs. */
  error: unknown;
}
export type UploadRole = 'media' | 'thumbnail' | 'document';

export interface ComposerState {
  content: PostContent;
  /** The schedule field's wall-clock time in the user's zone ("2026-03-05 14:30"), '' when none. */
  scheduledAt: string;
  /** What the server measured of every file the content names. */
  media: Record<string, Media>;
  uploads: Upload[];
  /** Areas the user changed: their errors show while typing; the others after a save attempt. */
  touched: IssueArea[];
  /** The intent of the last save attempt: validation keeps to its rules afterwards. */
  intent: PostIntent | null;
  /** Issues the server found on the last save (400 invalid_data), until the next change. */
  serverIssues: PostIssue[];
}

export type ComposerAction =
  | { type: 'set'; patch: Partial<PostContent>; area: IssueArea }
  | { type: 'setOption'; network: keyof PostOptions; patch: Record<string, unknown> }
  | { type: 'setKind'; kind: PostKind }
  | { type: 'moveMedia'; id: string; by: -1 | 1 }
  | { type: 'removeMedia'; id: string }
  | { type: 'uploadStarted'; key: string; fileName: string; role: UploadRole }
  | { type: 'uploadProgress'; key: string; progress: number }
  | { type: 'uploadDone'; key: string; media: Media }
  | { type: 'uploadFailed'; key: string; error: unknown }
  | { type: 'dismissUpload'; key: string }
  | { type: 'schedule'; value: string }
  | { type: 'load'; content: PostContent; media: Media[]; scheduledAt: string }
  | { type: 'saveAttempt'; intent: PostIntent }
  | { type: 'serverIssues'; issues: PostIssue[] };

export const emptyContent = (): PostContent => postContent.parse({});

export const initialComposerState = (): ComposerState => ({
  content: emptyContent(),
  scheduledAt: '',
  media: {},
  uploads: [],
  touched: [],
  intent: null,
  serverIssues: [],
});

/** A new poll starts with the two options every poll needs. */
export const newPoll = (): NonNullable<PostContent['poll']> => ({
  question: '',
  options: ['', ''],
  durationDays: 1,
});

/** Defaults of one network's options, from the shared schema. */
function optionDefaults(network: keyof PostOptions): Record<string, unknown> {
  return postOptions.shape[network].unwrap().parse({}) as Record<string, unknown>;
}

const touch = (state: ComposerState, area: IssueArea) =>
  state.touched.includes(area) ? state.touched : [...state.touched, area];

function edit(state: ComposerState, content: PostContent, area: IssueArea): ComposerState {
  return { ...state, content, touched: touch(state, area), serverIssues: [] };
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  const { content } = state;
  switch (action.type) {
    case 'set':
      return edit(state, withPageTextsOfPages({ ...content, ...action.patch }), action.area);
    case 'setOption': {
      const current = {
        ...optionDefaults(action.network),
        ...content.options[action.network],
        ...action.patch,
      };
      const options = { ...content.options, [action.network]: current } as PostOptions;
      return edit(state, { ...content, options }, issueArea(`options.${action.network}`));
    }
    case 'setKind': {
      const lost = mediaLostBy(content, state.media, action.kind);
      const next: PostContent = {
        ...content,
        kind: action.kind,
        mediaIds: content.mediaIds.filter((id) => !lost.includes(id)),
        thumbnailMediaId: kindKeeps(action.kind).videos ? content.thumbnailMediaId : null,
        documentMediaId: kindKeeps(action.kind).document ? content.documentMediaId : null,
        poll: action.kind === 'poll' && !content.poll ? newPoll() : content.poll,
        reel: action.kind === 'video' || action.kind === 'story' ? content.reel : false,
      };
      return edit(state, next, 'kind');
    }
    case 'moveMedia': {
      const ids = [...content.mediaIds];
      const from = ids.indexOf(action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= ids.length) return state;
      [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
      return edit(state, { ...content, mediaIds: ids }, 'media');
    }
    case 'removeMedia':
      return edit(state, withoutMedia(content, action.id), areaOfMedia(content, action.id));
    case 'uploadStarted':
      return {
        ...state,
        uploads: [
          ...state.uploads,
          { key: action.key, fileName: action.fileName, role: action.role, progress: 0, error: null },
        ],
      };
    case 'uploadProgress':
      return { ...state, uploads: patchUpload(state.uploads, action.key, { progress: action.progress }) };
    case 'uploadFailed':
      return { ...state, uploads: patchUpload(state.uploads, action.key, { error: action.error }) };
    case 'dismissUpload':
      return { ...state, uploads: state.uploads.filter((upload) => upload.key !== action.key) };
    case 'uploadDone': {
      const upload = state.uploads.find((item) => item.key === action.key);
      if (!upload) return state;
      const role = action.media.kind === 'document' ? 'document' : upload.role;
      const next = {
        ...state,
        media: { ...state.media, [action.media.id]: action.media },
        uploads: state.uploads.filter((item) => item.key !== action.key),
      };
      return edit(next, placeMedia(content, action.media.id, role), role === 'media' ? 'media' : role);
    }
    case 'schedule':
      return { ...state, scheduledAt: action.value, touched: touch(state, 'scheduledAt'), serverIssues: [] };
    case 'load':
      return {
        ...initialComposerState(),
        content: action.content,
        scheduledAt: action.scheduledAt,
        media: Object.fromEntries(action.media.map((item) => [item.id, item])),
      };
    case 'saveAttempt':
      return { ...state, intent: action.intent };
    case 'serverIssues':
      return { ...state, serverIssues: action.issues };
  }
}

/** A page taken off the post takes its own text with it. */
function withPageTextsOfPages(content: PostContent): PostContent {
  const kept = Object.entries(content.pageTexts).filter(([id]) => content.pageIds.includes(id));
  return kept.length === Object.keys(content.pageTexts).length
    ? content
    : { ...content, pageTexts: Object.fromEntries(kept) };
}

function patchUpload(uploads: Upload[], key: string, patch: Partial<Upload>): Upload[] {
  return uploads.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload));
}

function placeMedia(content: PostContent, id: string, role: UploadRole): PostContent {
  if (role === 'thumbnail') return { ...content, thumbnailMediaId: id };
  if (role === 'document') return { ...content, documentMediaId: id };
  return { ...content, mediaIds: [...content.mediaIds, id] };
}

function areaOfMedia(content: PostContent, id: string): IssueArea {
  if (content.thumbnailMediaId === id) return 'thumbnail';
  if (content.documentMediaId === id) return 'document';
  return 'media';
}

function withoutMedia(content: PostContent, id: string): PostContent {
  return {
    ...content,
    mediaIds: content.mediaIds.filter((item) => item !== id),
    thumbnailMediaId: content.thumbnailMediaId === id ? null : content.thumbnailMediaId,
    documentMediaId: content.documentMediaId === id ? null : content.documentMediaId,
  };
}

/** The content as sent and checked: a poll only on a poll post, a linked post only on a story. */
export function contentToSend(content: PostContent): PostContent {
  return {
    ...content,
    poll: content.kind === 'poll' ? content.poll : null,
    storyOfPostId: content.kind === 'story' ? content.storyOfPostId : null,
  };
}

/** Spec §4: a standard post with no link and no media asks for confirmation before it is sent. */
export function isTextOnly(content: PostContent): boolean {
  return (
    content.kind === 'standard' &&
    content.link.trim() === '' &&
    content.mediaIds.length === 0 &&
    content.documentMediaId === null
  );
}
