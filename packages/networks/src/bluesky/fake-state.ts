/** What the fake PDS knows: accounts, their sessions, records and notifications. */
export type FakeAccount = {
  did: string;
  handle: string;
  appPassword: string;
  displayName?: string;
  followers: number;
};
export type FakeRecord = {
  uri: string;
  cid: string;
  repo: string;
  rkey: string;
  value: Record<string, unknown>;
};
export type FakeNotification = {
  uri: string;
  cid: string;
  author: { did: string; handle: string; displayName?: string };
  reason: string;
  reasonSubject?: string;
  record: Record<string, unknown>;
  indexedAt: string;
};

export type BlueskyFakeState = {
  accounts: FakeAccount[];
  /** Access and refresh tokens → account DID; an expired access token is kept in `expired`. */
  accessTokens: Map<string, string>;
  refreshTokens: Map<string, string>;
  expired: Set<string>;
  records: FakeRecord[];
  blobs: { mimeType: string; size: number }[];
  notifications: FakeNotification[];
  /** A post's counts as the AppView gives them (`likeCount`, `repostCount`…), by its URI. */
  postCounts: Map<string, Record<string, number>>;
};

export function emptyState(): BlueskyFakeState {
  return {
    accounts: [],
    accessTokens: new Map(),
    refreshTokens: new Map(),
    expired: new Set(),
    records: [],
    blobs: [],
    notifications: [],
    postCounts: new Map(),
  };
}

/** A valid CID (the client checks formats); the fake does not hash content. */
export const fakeCid = 'bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm';
export const blobCid = 'bafkreibme22gw2h7y2h7tg2fhqotaqjucnbc24deqo72b6mkl2egezxhvy';

/** A JWT-shaped token whose payload carries `exp`, as the PDS's do. */
export function fakeJwt(kind: string, n: number, lifetimeSeconds: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  return `${part({ alg: 'HS256' })}.${part({ scope: kind, exp, n })}.sig`;
}
