import { createFakeAuthState, type FakeAuthState, issueToken } from '../meta/fake-graph.ts';

/** What the fake Instagram keeps, for tests to arrange and assert on. */
export type FakeInstagramAccount = {
  pageId: string;
  pageName: string;
  pageToken: string;
  tasks: string[];
  igUserId?: string;
  username?: string;
  followers: number;
};
export type FakeInstagramContainer = {
  id: string;
  igUserId: string;
  mediaType: string;
  url: string;
  caption: string;
  children: string[];
  isCarouselItem: boolean;
  /** The details as Instagram read them: `location_id`, `collaborators`, `user_tags`. */
  locationId?: string;
  collaborators?: string[];
  userTags?: { username: string; x?: number; y?: number }[];
  /** A Reel's custom cover (`cover_url`). */
  coverUrl?: string;
  /** Status checks left before FINISHED (videos take a while). */
  checksLeft: number;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'PUBLISHED';
};
export type FakeInstagramMedia = {
  id: string;
  igUserId: string;
  productType: 'FEED' | 'REELS' | 'STORY';
  mediaType: string;
  caption: string;
  urls: string[];
  /** Each item's media type: IMAGE or VIDEO (a carousel's children in order). */
  itemTypes: string[];
  coverUrl?: string;
  timestamp: string;
  /** Its lifetime insights by metric (`views`, `reach`…); a metric left out has no data. */
  insights?: Record<string, number>;
};
export type FakeInstagramComment = {
  id: string;
  mediaId: string;
  text: string;
  username: string;
  timestamp: string;
  hidden: boolean;
  parentId?: string;
  /** Who wrote it: the account's own replies carry its Instagram user id. */
  fromId?: string;
};

/** Another professional account, as Business Discovery shows it; a count left out is hidden. */
export type FakeDiscoverableAccount = {
  id: string;
  username: string;
  name?: string;
  followers: number;
  media: { id: string; timestamp: string; likeCount?: number; commentsCount?: number }[];
};

export type InstagramFakeState = {
  auth: FakeAuthState;
  accounts: FakeInstagramAccount[];
  containers: Map<string, FakeInstagramContainer>;
  media: FakeInstagramMedia[];
  comments: FakeInstagramComment[];
  /** Account metrics the fake has no data for: Graph leaves them out of `data`. */
  insightsLeftOut: string[];
  /** Media by others that tag an account. */
  tags: (FakeInstagramMedia & { username: string })[];
  /** Direct messages to an account, from people (by their Instagram-scoped id). */
  messages: {
    id: string;
    igUserId: string;
    from: { id: string; username: string };
    /** The person an account's own reply went to. */
    to?: string;
    message: string;
    createdTime: string;
  }[];
  /** Other Business or Creator accounts Business Discovery finds by username. */
  discoverable: FakeDiscoverableAccount[];
  issueUserToken(): string;
};

export function createInstagramFakeState(scopes: string[]): InstagramFakeState {
  const auth = createFakeAuthState();
  const account = (
    pageId: string,
    pageName: string,
    tasks: string[],
    igUserId?: string,
    username?: string,
  ) => ({
    pageId,
    pageName,
    pageToken: issueToken(auth, { status: 'valid', kind: 'page', pageId }),
    tasks,
    igUserId,
    username,
    followers: 840,
  });
  return {
    auth,
    accounts: [
      account(
        '200300400',
        'Pagewise Bakery',
        ['ANALYZE', 'CREATE_CONTENT', 'MANAGE'],
        '17841400000000001',
        'pagewise.bakery',
      ),
      account('200300401', 'Pagewise Books', ['ANALYZE'], '17841400000000002', 'pagewise.books'),
      account('200300402', 'No Instagram', ['MANAGE']),
    ],
    containers: new Map(),
    media: [],
    insightsLeftOut: [],
    comments: [],
    tags: [],
    messages: [],
    discoverable: [],
    issueUserToken: () => issueToken(auth, { status: 'valid', kind: 'user', scopes }),
  };
}
