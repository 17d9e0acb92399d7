import type { OnboardingState, Overview, OverviewPublication } from '@pagewise/shared/overview';

export function buildPublication(overrides: Partial<OverviewPublication> = {}): OverviewPublication {
  return {
    id: 'target-1',
    postId: 'post-1',
    pageId: 'p1',
    pageName: 'Boulangerie Durand',
    pageKind: 'sandbox',
    pagePictureUrl: null,
    excerpt: 'Fresh croissants every morning',
    status: 'posted',
    at: '2026-03-14T10:30:00.000Z',
    url: 'https://sandbox.example/posts/1',
    errorKey: null,
    ...overrides,
  };
}

const nothing = { total: 0, items: [] };
const noStep: OnboardingState = { connectPage: false, createBot: false, ready: false };

/** The overview of a new account: nothing yet, no step done. */
export function buildOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    latest: [],
    upcoming: [],
    needsAction: { failedPosts: nothing, pages: nothing, sources: nothing },
    onboarding: noStep,
    ...overrides,
  };
}
