import { createFakeAuthState, type FakeAuthState, issueToken } from '../meta/fake-graph.ts';

/** What the fake Facebook keeps, for tests to arrange and assert on. */
export type FakeFacebookPage = {
  id: string;
  name: string;
  tasks: string[];
  accessToken: string;
  followers: number;
};
export type FakeFacebookPost = {
  id: string;
  pageId: string;
  kind: 'feed' | 'photo' | 'video' | 'reel';
  message: string;
  link?: string;
  mediaUrls: string[];
  createdTime: string;
  /** Its lifetime insights by metric (`post_media_view`…); a metric left out has no data. */
  insights?: Record<string, number | Record<string, number>>;
  /** Times shared; Graph leaves `shares` out when none. */
  shares?: number;
};
export type FakeFacebookComment = {
  id: string;
  postId: string;
  message: string;
  from: { id: string; name: string };
  createdTime: string;
  hidden: boolean;
  /** The comment this one answers (a reply), when it answers a comment. */
  parentId?: string;
};
export type FakeFacebookMessage = {
  id: string;
  pageId: string;
  from: { id: string; name: string };
  to?: string;
  message: string;
  createdTime: string;
};

/** A page the token's user does not manage, public; a count left out is one Graph does not give. */
export type FakePublicPage = {
  id: string;
  username: string;
  name: string;
  followers: number;
  posts: { id: string; createdTime: string; reactions?: number; comments?: number; shares?: number }[];
};

export type FacebookFakeState = {
  auth: FakeAuthState;
  pages: FakeFacebookPage[];
  /** Photos uploaded with `published=false`, waiting to be attached to a feed post. */
  unpublishedPhotos: Map<string, string>;
  /** Reel upload sessions by video id: the page, and the hosted file once rupload fetched it. */
  reelUploads: Map<string, { pageId: string; fileUrl?: string }>;
  posts: FakeFacebookPost[];
  comments: FakeFacebookComment[];
  messages: FakeFacebookMessage[];
  /** Posts by others that tag a page. */
  tagged: (FakeFacebookComment & { pageId: string })[];
  /** Recommendations and older star ratings of a page (`/{page-id}/ratings`). */
  ratings: {
    pageId: string;
    storyId: string;
    reviewer: { id: string; name: string };
    recommendation: 'positive' | 'negative';
    rating?: number;
    text: string;
    createdTime: string;
  }[];
  /** Likes given as a page (`POST /{object-id}/likes`), one per object and page. */
  likes: { objectId: string; pageId: string }[];
  /** People a page blocked (`POST /{page-id}/blocked`). */
  blocked: { pageId: string; user: string }[];
  /** Page day metrics the fake has no data for: Graph leaves them out of `data`. */
  insightsLeftOut: string[];
  /** Other pages, read as competitors. */
  publicPages: FakePublicPage[];
  /** Whether the app holds the Page Public Content Access feature (else code 10 on others' pages). */
  publicContentAccess: boolean;
  /** A long-lived user token, as after a login. */
  issueUserToken(): string;
};

export function createFacebookFakeState(scopes: string[]): FacebookFakeState {
  const auth = createFakeAuthState();
  const page = (id: string, name: string, tasks: string[]): FakeFacebookPage => {
    const accessToken = issueToken(auth, { status: 'valid', kind: 'page', pageId: id });
    return { id, name, tasks, accessToken, followers: 1200 };
  };
  return {
    auth,
    pages: [
      page('100200300', 'Pagewise Bakery', ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE']),
      page('100200301', 'Pagewise Books', ['ANALYZE']),
    ],
    unpublishedPhotos: new Map(),
    reelUploads: new Map(),
    posts: [],
    comments: [],
    messages: [],
    tagged: [],
    ratings: [],
    likes: [],
    blocked: [],
    insightsLeftOut: [],
    publicPages: [],
    publicContentAccess: true,
    issueUserToken: () => issueToken(auth, { status: 'valid', kind: 'user', scopes }),
  };
}
