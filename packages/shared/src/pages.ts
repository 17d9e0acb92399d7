import { z } from 'zod';
import { requiredText } from './fields.ts';
import { networkKinds } from './networks/kinds.ts';
import { textLimits } from './text-limits.ts';

export {
  connectionModes,
  type Group,
  group,
  groupList,
  nearExpirationDays,
  needsReconnection,
  type Page,
  type PageStatus,
  page,
  pageList,
  pageStatuses,
  statusesNeedingAction,
} from './page-list.ts';

export const formField = z.object({
  name: z.string(),
  type: z.enum(['text', 'password', 'url']),
  required: z.boolean(),
  /** The longest value the field takes: the connect request refuses more, the input stops at it. */
  maxLength: z.number().int(),
});
export type FormField = z.infer<typeof formField>;

/** A network as the connect dialogs need it. */
export const network = z.object({
  kind: z.enum(networkKinds),
  connect: z.enum(['oauth', 'form']),
  /** False when the server has no credentials for this network's API (connect is disabled). */
  enabled: z.boolean(),
  formFields: z.array(formField),
});
export type Network = z.infer<typeof network>;
export const networkList = z.object({ networks: z.array(network) });

export const oauthStartResponse = z.object({ authorizationUrl: z.string() });

/** Pages a connection offers, before the user picks which to add. */
export const candidatePage = z.object({
  remoteId: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  /** Why it cannot be added, as an error key: `page_already_added`, `page_in_another_account`, `instagram_analyst_role`. */
  unavailable: z.string().nullable(),
});
export const candidatePageList = z.object({ kind: z.enum(networkKinds), pages: z.array(candidatePage) });

export const addPagesRequest = z.object({
  remoteIds: z.array(z.string().min(1).max(200)).min(1, { error: 'validation.pick_a_page' }).max(100),
});

/** Each value's length is checked against its own field's `maxLength` (the body's size caps the rest). */
export const formConnectRequest = z.object({
  fields: z.record(z.string(), z.string()),
});

export const groupInput = z.object({
  name: requiredText(textLimits.groupName),
  pageIds: z.array(z.string().max(100)).max(500),
});

const inboxItem = z.object({
  remoteId: z.string(),
  type: z.enum(['comment', 'message', 'mention', 'review', 'reaction']),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  postRemoteId: z.string().optional(),
  rating: z.number().optional(),
});

/** What a sandbox post carried besides its text, link and media, as the composer set it. */
export const sandboxPostDetails = z.object({
  format: z.enum(['reel', 'story']).optional(),
  location: z.string().optional(),
  tags: z.array(z.string()).optional(),
  collaborators: z.array(z.string()).optional(),
  poll: z.object({ question: z.string(), options: z.array(z.string()), durationDays: z.number() }).optional(),
});
export type SandboxPostDetails = z.infer<typeof sandboxPostDetails>;

/** The sandbox network's own view of a page: its posts, their comments, messages and figures. */
export const sandboxPageView = z.object({
  name: z.string(),
  posts: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      link: z.string().nullable(),
      /** The post's images and videos in order; `thumbnail`: its video's cover. */
      media: z.array(z.object({ url: z.string(), mime: z.string(), role: z.enum(['thumbnail']).optional() })),
      details: sandboxPostDetails.nullable(),
      createdAt: z.string(),
      comments: z.array(inboxItem),
      /** What the page itself wrote under the post (a bot's first comment, answers). */
      replies: z.array(z.object({ id: z.string(), text: z.string(), createdAt: z.string() })),
      /** Times the page reposted it. */
      reposts: z.number(),
    }),
  ),
  messages: z.array(inboxItem),
  metrics: z
    .object({
      followers: z.number(),
      impressions: z.number(),
      engagements: z.number(),
      daily: z.array(z.object({ date: z.string(), impressions: z.number(), engagements: z.number() })),
    })
    .nullable(),
});
export type SandboxPageView = z.infer<typeof sandboxPageView>;
