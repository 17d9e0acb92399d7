import { createFakeAuthState, type FakeAuthState, issueToken } from '../meta/fake-graph.ts';

/** What the fake Threads keeps, for tests to arrange and assert on. */
export type FakeThreadsContainer = {
  id: string;
  mediaType: string;
  text: string;
  url?: string;
  children: string[];
  replyToId?: string;
  checksLeft: number;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'PUBLISHED';
};
export type FakeThreadsPost = {
  id: string;
  mediaType: string;
  text: string;
  urls: string[];
  /** Each item's media type (IMAGE, VIDEO): a carousel's children in order. */
  itemTypes: string[];
  replyToId?: string;
  username: string;
  timestamp: string;
  hidden: boolean;
  /** Its insights by metric (`views`, `likes`…); a metric left out has no data. */
  insights?: Record<string, number>;
};

export type ThreadsFakeState = {
  auth: FakeAuthState;
  profile: { id: string; username: string; followers: number };
  containers: Map<string, FakeThreadsContainer>;
  /** The profile's posts and replies, and replies by others (by `username`). */
  posts: FakeThreadsPost[];
  mentions: FakeThreadsPost[];
  /** Profile metrics the fake has no data for: Threads leaves them out of `data`. */
  insightsLeftOut: string[];
  issueUserToken(): string;
};

export function createThreadsFakeState(): ThreadsFakeState {
  const auth = createFakeAuthState();
  return {
    auth,
    profile: { id: '27000000000000001', username: 'pagewise', followers: 310 },
    containers: new Map(),
    posts: [],
    mentions: [],
    insightsLeftOut: [],
    issueUserToken: () => issueToken(auth, { status: 'valid', kind: 'user' }, 'THQ'),
  };
}
