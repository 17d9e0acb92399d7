import { z } from 'zod';
import { networkKinds } from './networks/kinds.ts';
import { page } from './pages.ts';
import { targetStatuses } from './posts/post.ts';

/** How many items each list of the overview shows unless the caller asks for another number. */
export const overviewListSize = 5;
export const overviewMaxListSize = 20;

export const overviewQuery = z.object({
  /** How many items each list holds (the counts of what needs action count them all). */
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.too_small')
    .max(overviewMaxListSize, 'validation.too_big')
    .default(overviewListSize),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

/** A post on one page, as the overview shows it: where it stands and where to see it. */
export const overviewPublication = z.object({
  /** The publication (post target). */
  id: z.string(),
  postId: z.string(),
  pageId: z.string(),
  pageName: z.string(),
  pageKind: z.enum(networkKinds),
  /** The page's picture, served by Pagewise (null: none yet). */
  pagePictureUrl: z.string().nullable(),
  /** The words that stand for the post: its text, else its description or link (shortened). */
  excerpt: z.string(),
  status: z.enum(targetStatuses),
  /** Posted: when it went out; waiting: when it is due; failed: when it failed. */
  at: z.string().nullable(),
  /** The post on the network, once out. */
  url: z.string().nullable(),
  errorKey: z.string().nullable(),
});
export type OverviewPublication = z.infer<typeof overviewPublication>;

export const sourceInError = z.object({
  id: z.string(),
  name: z.string(),
  errorKey: z.string().nullable(),
});
export type SourceInError = z.infer<typeof sourceInError>;

/** A list of what needs action: its first items, and how many there are in all. */
const needing = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

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
