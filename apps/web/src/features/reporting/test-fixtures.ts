import type { Report, ReportDay, ReportPost } from '@pagewise/shared/reports';

const none = { value: null, previous: null };

export function buildDay(day: string, overrides: Partial<ReportDay> = {}): ReportDay {
  return {
    day,
    followers: 1000,
    newFollowers: 10,
    impressions: 500,
    reach: 300,
    reactions: 20,
    comments: 5,
    shares: 3,
    linkClicks: 2,
    engagements: 30,
    engagementRate: 6,
    videoViews3s: null,
    videoViews10s: null,
    videoViews15s: null,
    videoViews30s: null,
    ...overrides,
  };
}

export function buildReportPost(overrides: Partial<ReportPost> = {}): ReportPost {
  return {
    targetId: 'target-1',
    postId: 'post-1',
    pageId: 'page-1',
    text: 'Croissants are out',
    url: 'https://example.com/p/1',
    postedAt: '2026-03-10T08:00:00.000Z',
    checkpoint: '24h',
    impressions: 400,
    reach: 300,
    reactions: 30,
    comments: 6,
    shares: 2,
    clicks: 2,
    videoViews: null,
    engagementRate: 10,
    ...overrides,
  };
}

export function buildReport(overrides: Partial<Report> = {}): Report {
  return {
    section: 'overview',
    period: {
      name: '7d',
      from: '2026-03-05',
      to: '2026-03-11',
      previousFrom: '2026-02-26',
      previousTo: '2026-03-04',
      timeZone: 'Europe/Paris',
    },
    pages: [{ id: 'page-1', name: 'Boulangerie Durand', network: 'facebook_page', pictureUrl: null }],
    gaps: [],
    figures: {
      followers: { value: 1100, previous: 1000 },
      newFollowers: { value: 100, previous: 80 },
      impressions: { value: 3500, previous: 3000 },
      reach: { value: 2100, previous: null },
      engagements: { value: 210, previous: 150 },
      engagementRate: { value: 6, previous: 5 },
      posts: { value: 2, previous: 1 },
      reactions: none,
    },
    days: ['2026-03-05', '2026-03-06', '2026-03-07'].map((day) => buildDay(day)),
    countries: [],
    demographics: [],
    posts: [],
    postsTotal: 2,
    worstPosts: [],
    profiles: [],
    competitors: [],
    ...overrides,
  };
}
