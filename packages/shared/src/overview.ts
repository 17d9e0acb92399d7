import { z } from 'zod/mini';
import { networkKinds } from './networks/kinds.ts';
import { page } from './page-list.ts';
import { targetStatuses } from './posts/target-statuses.ts';

/**
 * Spec §2 /dash/overview as the API answers it, written with zod's small build (zod/mini): the web
 * app checks it on its start-up path. The request's query is in overview-query.ts.
 */

/** A post on one page, as the overview shows it: where it stands and where to see it. */
export const overviewPublication = z.object({
  /** The publication (post target). */
  id: z.string(),
  postId: z.string(),
  pageId: z.string(),
  pageName: z.string(),
  pageKind: z.enum(networkKinds),
  /** The page's picture, served by Pagewise (null: none yet). */
  pagePictureUrl: z.nullable(z.string()),
  /** The words that stand for the post: its text, else its description or link (shortened). */
  excerpt: z.string(),
  status: z.enum(targetStatuses),
  /** Posted: when it went out; waiting: when it is due; failed: when it failed. */
  at: z.nullable(z.string()),
  /** The post on the network, once out. */
  url: z.nullable(z.string()),
  errorKey: z.nullable(z.string()),
});
export type OverviewPublication = z.infer<typeof overviewPublication>;

export const sourceInError = z.object({
  id: z.string(),
  name: z.string(),
  errorKey: z.nullable(z.string()),
});
export type SourceInError = z.infer<typeof sourceInError>;

/** A list of what needs action: its first items, and how many there are in all. */
const needing = <T extends z.ZodMiniType>(item: T) => z.object({ total: z.int(), items: z.array(item) });

/** The onboarding of spec §2, each step done from what the account really has. */
export const onboardingState = z.object({
  connectPage: z.boolean(),
  createBot: z.boolean(),
  ready: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingState>;

/** Spec §2 /dash/overview: latest outcomes, what comes next, what needs action, onboarding. */
export const overview = z.object({
  latest: z.array(overviewPublication),
  upcoming: z.array(overviewPublication),
  needsAction: z.object({
    failedPosts: needing(overviewPublication),
    pages: needing(page),
    sources: needing(sourceInError),
  }),
  onboarding: onboardingState,
});
export type Overview = z.infer<typeof overview>;
