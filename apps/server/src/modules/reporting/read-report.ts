import {
  type Report,
  type ReportQuery,
  type ReportSection,
  reportPostsListed,
  reportTopPosts,
} from '@pagewise/shared/reports';
import { timeZoneOf } from '@pagewise/shared/time-zones';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import type { Auth } from '../auth/sessions.ts';
import { pictureUrlOf } from '../pages/page-picture.ts';
import { readReportAudience } from './report-audience.ts';
import { readReportCompetitors } from './report-competitors.ts';
import { readReportDays } from './report-days.ts';
import { reportFigures } from './report-figures.ts';
import { reportGaps } from './report-gaps.ts';
import { periodInstants, reportPeriodDays } from './report-period.ts';
import { countReportPosts, readReportPosts } from './report-posts.ts';
import { readReportProfiles } from './report-profiles.ts';
import { reportPages } from './report-scope.ts';

/** What each section reads beyond the figures every one shows. */
type Read = 'days' | 'audience' | 'posts' | 'videos' | 'top' | 'profiles' | 'competitors';
const reads: Record<ReportSection, readonly Read[]> = {
  overview: ['days'],
  audience: ['days', 'audience'],
  engagements: ['days'],
  impressions: ['days'],
  demographics: ['audience'],
  competitors: ['competitors'],
  posts: ['posts'],
  videos: ['days', 'videos'],
  profile: ['profiles'],
  top_posts: ['top'],
};

/**
 * One section of a report (spec §2) over a period of the user's time zone, for one page, a group
 * or every page the caller reaches: its figures beside the period before, its days, tables, and
 * the pages whose figures are missing for some of its days (spec §8).
 */
export async function readReport(
  context: Pick<AppContext, 'database' | 'now' | 'networks'>,
  auth: Auth,
  section: ReportSection,
  query: ReportQuery,
): Promise<Report> {
  const db = context.database.db;
  const pages = await reportPages(context, auth, query);
  const zone = timeZoneOf({
    timeZone: auth.user.timeZone,
    account: { timeZone: await accountTimeZone(db, auth.user.accountId) },
  });
  const period = reportPeriodDays(query, context.now(), zone);
  const spans = {
    current: periodInstants(period.from, period.to, zone),
    previous: periodInstants(period.previousFrom, period.previousTo, zone),
  };
  const pageIds = pages.map((page) => page.id);
  const wants = new Set(reads[section]);
  const postsFor = (extra: Partial<Parameters<typeof readReportPosts>[1]>) =>
    readReportPosts(db, { pageIds, ...spans.current, sort: query.sort, limit: reportPostsListed, ...extra });
  const [days, counts, audience, posts, worst, profiles, gaps, rivals] = await Promise.all([
    readReportDays(db, pageIds, period.previousFrom, period.to),
    countReportPosts(db, pageIds, [spans.current, spans.previous]),
    wants.has('audience') ? readReportAudience(db, pageIds, period.from, period.to) : null,
    wants.has('posts')
      ? postsFor({})
      : wants.has('videos')
        ? postsFor({ videos: true, sort: query.sort === 'postedAt' ? 'videoViews' : query.sort })
        : wants.has('top')
          ? postsFor({ sort: 'engagementRate', measured: true, limit: reportTopPosts })
          : [],
    wants.has('top')
      ? postsFor({ sort: 'engagementRate', measured: true, ascending: true, limit: reportTopPosts })
      : [],
    wants.has('profiles') ? readReportProfiles(db, pageIds, period, spans) : [],
    reportGaps(context, pages, period.from, period.to),
    wants.has('competitors') ? readReportCompetitors(db, auth.user.accountId, period.from, period.to) : [],
  ]);
  const [postsNow = 0, postsBefore = 0] = counts;
  return {
    section,
    period: {
      name: query.period,
      from: period.from,
      to: period.to,
      previousFrom: period.previousFrom,
      previousTo: period.previousTo,
      timeZone: zone,
    },
    pages: pages.map((page) => ({
      id: page.id,
      name: page.name,
      network: page.kind as Report['pages'][number]['network'],
      pictureUrl: pictureUrlOf(page),
    })),
    gaps,
    figures: reportFigures(period, days, { value: postsNow, previous: postsBefore }),
    days: wants.has('days') ? days.filter((day) => day.day >= period.from) : [],
    countries: audience?.countries ?? [],
    demographics: audience?.demographics ?? [],
    posts,
    postsTotal: postsNow,
    worstPosts: worst,
    profiles,
    competitors: rivals,
  };
}
