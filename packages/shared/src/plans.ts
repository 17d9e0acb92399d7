/**
 * The plans (issue 20, spec §3 "Plan"): one table of data that the server enforces and the plan
 * cards show. Prices are in euro cents; `null` as a count means unlimited. Annual billing costs ten
 * months (two months free). An account on its trial has the premium plan's rows.
 */

export const planIds = ['free', 'starter', 'standard', 'premium'] as const;
export type PlanId = (typeof planIds)[number];
export const paidPlanIds = ['starter', 'standard', 'premium'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];

export const billingPeriods = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** What a plan counts: each refused beyond its number with `plan_limit` (`details.limit`). */
export const planLimits = [
  'pages',
  'users',
  'sources',
  'bots',
  /** Publications of the account's day (its time zone), by hand and by bots. */
  'postsPerDay',
  /** Posts scheduled for the account's calendar month (not yet published when scheduled). */
  'scheduledPostsPerMonth',
] as const;
export type PlanLimit = (typeof planLimits)[number];

/** What a plan lets in or not: each refused with `plan_limit` (`details.feature`) when off. */
export const planFeatures = [
  /** The inbox: replies and moderation actions (reading stays open). */
  'moderation',
  /** The inbox's rules and bulk work: the bad-words list, bulk actions, assignment. */
  'moderationV2',
  'reporting',
  'planner',
  'stories',
  'linkedinTagging',
  'nativePosts',
  /** Reports' PDF by e-mail, scheduled reports and the reporting API's keys. */
  'pdfExport',
  'mixedAutopost',
  'trafficOptimization',
  'shareTopPosts',
  'emailSupport',
  'phoneSupport',
  /** Bots' banned words and blocked authors. */
  'blacklist',
  /** The concierge add-on may be activated. */
  'conciergeOption',
  /** Bots may be edited (spec §5: the free plan cannot edit bots). */
  'editBots',
] as const;
export type PlanFeature = (typeof planFeatures)[number];

export type Plan = {
  id: PlanId;
  /** Euro cents per month, billed monthly; annual billing costs `annualCents` once a year. */
  monthlyCents: number;
  annualCents: number;
  limits: Record<PlanLimit, number | null>;
  /** How often the plan's sources are read, in minutes. */
  feedUpdateMinutes: number;
  features: Record<PlanFeature, boolean>;
};

const everyFeature = Object.fromEntries(planFeatures.map((feature) => [feature, true])) as Record<
  PlanFeature,
  boolean
>;

function annual(monthlyCents: number): number {
  return monthlyCents * 10;
}

export const plans: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    monthlyCents: 0,
    annualCents: 0,
    limits: { pages: 1, users: 1, sources: 2, bots: 1, postsPerDay: 3, scheduledPostsPerMonth: 15 },
    feedUpdateMinutes: 24 * 60,
    features: {
      ...everyFeature,
      moderation: false,
      moderationV2: false,
      stories: false,
      linkedinTagging: false,
      nativePosts: false,
      pdfExport: false,
      mixedAutopost: false,
      trafficOptimization: false,
      shareTopPosts: false,
      phoneSupport: false,
      blacklist: false,
      conciergeOption: false,
      editBots: false,
    },
  },
  starter: {
    id: 'starter',
    monthlyCents: 1900,
    annualCents: annual(1900),
    limits: { pages: 5, users: 2, sources: 10, bots: 10, postsPerDay: 25, scheduledPostsPerMonth: 300 },
    feedUpdateMinutes: 60,
    features: {
      ...everyFeature,
      moderationV2: false,
      stories: false,
      pdfExport: false,
      trafficOptimization: false,
      shareTopPosts: false,
      phoneSupport: false,
    },
  },
  standard: {
    id: 'standard',
    monthlyCents: 4900,
    annualCents: annual(4900),
    limits: { pages: 20, users: 5, sources: 50, bots: 50, postsPerDay: null, scheduledPostsPerMonth: 2000 },
    feedUpdateMinutes: 30,
    features: { ...everyFeature, phoneSupport: false },
  },
  premium: {
    id: 'premium',
    monthlyCents: 9900,
    annualCents: annual(9900),
    limits: {
      pages: null,
      users: 20,
      sources: null,
      bots: null,
      postsPerDay: null,
      scheduledPostsPerMonth: null,
    },
    feedUpdateMinutes: 15,
    features: everyFeature,
  },
};

/** The trial (spec §9): 8 days without a card, with the premium plan's rows. */
export const trialDays = 8;
/** A promo code (a card on file is required) opens a trial of the chosen plan for 24 hours. */
export const promoTrialHours = 24;
/** The "trial will end" reminder goes this many days before the trial's end. */
export const trialReminderDaysBefore = 2;
/** Without a confirmed plan, the account goes to the free plan this many days after the reminder. */
export const daysFromReminderToFree = 3;
/** The plan whose rows an account on its trial has. */
export const trialPlanId: PlanId = 'premium';

/** The price of a plan over a period, in euro cents. */
export function planPriceCents(plan: PlanId, period: BillingPeriod): number {
  return period === 'annual' ? plans[plan].annualCents : plans[plan].monthlyCents;
}

/** Whether moving from one plan to another is a downgrade (fewer rows, lower price). */
export function isDowngrade(from: PlanId, to: PlanId): boolean {
  return planIds.indexOf(to) < planIds.indexOf(from);
}

/** Stripe's lookup key of a plan's price (the fake and the real account both carry these prices). */
export function priceLookupKey(plan: PaidPlanId, period: BillingPeriod): string {
  return `pagewise_${plan}_${period}`;
}
