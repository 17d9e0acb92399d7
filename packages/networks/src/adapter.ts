import type { InboxStream } from '@pagewise/shared/inbox';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { NetworkRules } from '@pagewise/shared/networks/rules';
import type { PageDayFigureName, PostFigureName } from '@pagewise/shared/reporting';

/** Tokens for one connection or one page; kept encrypted at rest by the server. */
export type Credentials = {
  accessToken: string;
  refreshToken?: string;
  /** ISO date; absent when the token does not expire. */
  expiresAt?: string;
  /** Network-specific values (an app password's DID, a bot token's channel, …). */
  extra?: Record<string, string>;
};

/** A page (or channel, board, account…) that a connection can publish to. */
export type RemotePage = {
  remoteId: string;
  name: string;
  /**
   * Where the network serves the page's picture, as its API documents it. The server downloads it;
   * it may hold a token (Telegram's file addresses), so it is never shown or logged.
   */
  pictureUrl?: string;
  /** The picture itself, for a network that draws it rather than serves it (the sandbox). */
  pictureFile?: Uint8Array;
  /** The page's own token where the network issues one (Facebook pages), else the connection's. */
  credentials: Credentials;
  /** Where the network tells the user's role on the page (e.g. Instagram's analyst, refused). */
  role?: string;
  /** Publishing through the official API is impossible here; only the concierge could post. */
  apiNotConnected?: boolean;
};

/** A page as the server hands it to an adapter. */
export type ConnectedPage = { remoteId: string; name: string; credentials: Credentials };

export type OutgoingMedia = {
  url: string;
  mime: string;
  bytes?: number;
  width?: number;
  height?: number;
  /**
   * Where the product's storage keeps the file on this machine's disk, when it does: large
   * uploads read it there, piece by piece, instead of from `url`. A worker on another machine
   * finds no file there and reads `url`.
   */
  localPath?: string;
};

/** An image or video of a carousel or album, where order and kind both matter. */
export type OutgoingMediaItem = OutgoingMedia & { kind: 'image' | 'video' };

export type OutgoingPost = {
  text: string;
  link?: string;
  title?: string;
  images?: OutgoingMedia[];
  /** The post's first video (networks that take one video per post). */
  video?: OutgoingMedia;
  /**
   * Every image and video in the order the user placed them, for networks that mix them in one
   * carousel or album (Instagram, Threads, Telegram). Absent: `images`, then `video` (`mediaInOrder`).
   */
  media?: OutgoingMediaItem[];
  /** The custom cover of the post's video (YouTube's thumbnail, an Instagram Reel's cover). */
  thumbnail?: OutgoingMedia;
  /** Stable per post target: networks that support idempotency get it, read-back uses it. */
  idempotencyKey: string;
  /** Per-network options (TikTok privacy, YouTube visibility, Pinterest board, …). */
  options?: Record<string, unknown>;
};

/** The post's images and videos in order: `media`, or else its images followed by its video. */
export function mediaInOrder(post: OutgoingPost): OutgoingMediaItem[] {
  if (post.media) return post.media;
  return [
    ...(post.images ?? []).map((image) => ({ ...image, kind: 'image' as const })),
    ...(post.video ? [{ ...post.video, kind: 'video' as const }] : []),
  ];
}

export type PublishedPost = { remoteId: string; url?: string };

/** What a network's item is; `review` becomes the inbox's `rating`. */
export type InboxItemType = 'comment' | 'message' | 'mention' | 'review' | 'reaction';
export type InboxItem = {
  remoteId: string;
  type: InboxItemType;
  authorName: string;
  /** The author's id on the network, and the contact data the network gives (spec §3). */
  authorRemoteId?: string;
  authorEmail?: string;
  authorPhone?: string;
  authorUrl?: string;
  text: string;
  createdAt: string;
  /** The page's post a comment (or reaction, mention) answers. */
  postRemoteId?: string;
  /** That post's text, where the network gives it with the item (the thread's title). */
  postText?: string;
  /** The item this one answers within its thread (a reply to a comment). */
  parentRemoteId?: string;
  /** A private message's conversation on the network (else the author is the conversation). */
  conversationRemoteId?: string;
  /** Reviews: 1 to 5 stars. */
  rating?: number;
  /** Where the item is seen on the network. */
  url?: string;
};

/**
 * One read of one stream of a page's inbox: from `cursor` (null: the first read, which looks back a
 * little only) to now. The answer's cursor is where the next read starts; the caller stores it.
 */
export type InboxRead = { stream: InboxStream; cursor: string | null };
export type InboxBatch = { items: InboxItem[]; cursor: string | null };

/** A post of a public account, read as a content source (a Twitter source reads an account's tweets). */
export type AccountPost = {
  remoteId: string;
  text: string;
  url: string;
  createdAt: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
};

/**
 * A public page's figures as a competitor's (reporting): its followers now and its latest posts,
 * each with its interactions (reactions, comments, shares: what the network shows anyone).
 */
export type CompetitorFigures = {
  handle: string;
  name: string;
  pictureUrl: string | null;
  followers: number | null;
  posts: { remoteId: string; createdAt: string; interactions: number | null }[];
};

export type ModerationAction = 'hide' | 'unhide' | 'delete';

/** A reply as sent: its text and the key that identifies it for a read-back. */
export type OutgoingReply = { text: string; idempotencyKey: string };

export type PageMetrics = {
  followers: number;
  impressions: number;
  engagements: number;
  /** Per day, oldest first. */
  daily: { date: string; impressions: number; engagements: number }[];
};

/**
 * A page's figures for one day (`date`, YYYY-MM-DD in the network's day) as reporting keeps them: a
 * figure left out is one the network does not give ("not available", never 0). `countries`: the
 * audience by ISO country code; `demographics`: by gender and age band (`F.25-34`).
 */
export type PageDayFigures = { date: string } & Partial<Record<PageDayFigureName, number>> & {
    countries?: Record<string, number>;
    demographics?: Record<string, number>;
  };

/** A published post's figures as reporting keeps them; a figure left out is not available. */
export type PostFigures = { remoteId: string } & Partial<Record<PostFigureName, number>>;

/** What the network counted for one published post: times it was seen, and reactions to it. */
export type PostMetrics = { remoteId: string; impressions: number; engagements: number };

/** OAuth 2 authorization request (PKCE where the network supports it). */
export type AuthorizationRequest = { state: string; codeChallenge: string; redirectUri: string };
export type CodeExchange = { code: string; codeVerifier: string; redirectUri: string };

/**
 * The one interface of every network. A network lacking a capability leaves its method out;
 * callers ask `supports(adapter, 'publish')`, never which network it is.
 */
export interface NetworkAdapter {
  readonly kind: NetworkKind;
  readonly rules: NetworkRules;

  /** OAuth networks: where to send the user, and how to turn the returned code into tokens. */
  authorizationUrl?(request: AuthorizationRequest): string;
  exchangeCode?(exchange: CodeExchange): Promise<Credentials>;
  /** Form networks (Telegram, Bluesky, push services): check the fields and list the pages. */
  connectWithForm?(
    fields: Record<string, string>,
  ): Promise<{ credentials: Credentials; pages: RemotePage[] }>;
  /**
   * Networks that issue a page's credentials themselves (the sandbox): new credentials for a page,
   * the old ones stop working. Its caller has checked that the page is the caller's own.
   */
  reconnectPage?(remoteId: string): Promise<RemotePage>;

  listPages?(credentials: Credentials): Promise<RemotePage[]>;
  refresh?(credentials: Credentials): Promise<Credentials>;

  publish?(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost>;
  /** Read-back after an unknown outcome: the post carrying this idempotency key, if it exists. */
  findPublished?(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null>;
  deletePost?(page: ConnectedPage, remoteId: string): Promise<void>;

  /**
   * The streams `readInbox` reads (comments, messages…); each has its own cursor. A stream the
   * network refuses throws `rejected` with reason `not_allowed` (spec §8).
   */
  readonly inboxStreams?: readonly InboxStream[];
  readInbox?(page: ConnectedPage, read: InboxRead): Promise<InboxBatch>;
  /** `idempotencyKey`: stable per reply, sent where the network takes one; `findReply` uses it. */
  reply?(
    page: ConnectedPage,
    itemRemoteId: string,
    text: string,
    idempotencyKey?: string,
  ): Promise<{ remoteId: string }>;
  moderate?(page: ConnectedPage, itemRemoteId: string, action: ModerationAction): Promise<void>;
  /**
   * Read-back after a reply's unknown outcome: the page's reply to this item with this text (or,
   * where the network keeps one, this idempotency key), if it exists. Never sends anything.
   */
  findReply?(
    page: ConnectedPage,
    itemRemoteId: string,
    reply: OutgoingReply,
  ): Promise<{ remoteId: string } | null>;
  /** Likes an item as the page (a comment, a message): liking twice leaves one like. */
  like?(page: ConnectedPage, itemRemoteId: string): Promise<void>;
  /** Blocks an author from the page (their id on the network); unblocks them. */
  block?(page: ConnectedPage, authorRemoteId: string): Promise<void>;
  unblock?(page: ConnectedPage, authorRemoteId: string): Promise<void>;
  /** Reposts the page's own published post (a bot's "repost after posting"); the repost's id. */
  repost?(page: ConnectedPage, remoteId: string): Promise<{ remoteId: string }>;

  /**
   * The latest posts of a public account (`@name` without the @), newest first, read with the
   * page's token. An account the network does not know throws `rejected` with status 404.
   */
  readAccountPosts?(page: ConnectedPage, account: string): Promise<AccountPost[]>;

  /**
   * A public page's figures (a competitor's), by its handle, read with the page's token. A handle
   * the network does not know throws `rejected` with status 404.
   */
  readCompetitor?(page: ConnectedPage, handle: string): Promise<CompetitorFigures>;

  readMetrics?(page: ConnectedPage, days: number): Promise<PageMetrics>;
  /**
   * The page's figures day by day for the last `days` complete days (today excluded), oldest first,
   * as far back as the network keeps them.
   */
  readPageFigures?(page: ConnectedPage, days: number): Promise<PageDayFigures[]>;
  /**
   * How many past days `readPageFigures` can give a page read for the first time, in a few calls:
   * what the network keeps (a year, two). Left out: the product's default backfill.
   */
  readonly pageFiguresHistoryDays?: number;
  /** The figures of published posts, by the network's ids; a post it no longer has is left out. */
  readPostFigures?(page: ConnectedPage, remoteIds: string[]): Promise<PostFigures[]>;
  /**
   * The figures of published posts, by the ids the network gave them. A post the network no longer
   * has (deleted there) is left out of the answer.
   */
  readPostMetrics?(page: ConnectedPage, remoteIds: string[]): Promise<PostMetrics[]>;
}

export type Capability = Exclude<keyof NetworkAdapter, 'kind' | 'rules' | 'inboxStreams'>;

export function supports<C extends Capability>(
  adapter: NetworkAdapter,
  capability: C,
): adapter is NetworkAdapter & Required<Pick<NetworkAdapter, C>> {
  return typeof adapter[capability] === 'function';
}
