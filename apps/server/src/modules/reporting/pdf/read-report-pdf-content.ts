import type { Language } from '@pagewise/shared/languages';
import type { ReportQuery } from '@pagewise/shared/reports';
import type { AppContext } from '../../../platform/context.ts';
import type { Auth } from '../../auth/sessions.ts';
import { readReport } from '../read-report.ts';
import type { ReportBrand } from './report-brand.ts';
import type { ReportPdfContent } from './report-document.ts';

/**
 * What the PDF shows, read through the same service as the reporting screen, as the user the PDF
 * is made for: the overview (figures and days), demographics, posts, top posts and profiles.
 */
export async function readReportPdfContent(
  context: Pick<AppContext, 'database' | 'now' | 'networks'>,
  auth: Auth,
  input: {
    scope: { from: string; to: string; pageId?: string | undefined; groupId?: string | undefined };
    language: Language;
    brand: ReportBrand;
  },
): Promise<ReportPdfContent> {
  const query: ReportQuery = {
    period: 'custom',
    from: input.scope.from,
    to: input.scope.to,
    sort: 'postedAt',
    ...(input.scope.pageId ? { pageId: input.scope.pageId } : {}),
    ...(input.scope.groupId ? { groupId: input.scope.groupId } : {}),
  };
  const [overview, demographics, posts, top, profiles] = await Promise.all(
    (['overview', 'demographics', 'posts', 'top_posts', 'profile'] as const).map((section) =>
      readReport(context, auth, section, query),
    ),
  );
  if (!overview || !demographics || !posts || !top || !profiles)
    throw new Error('a report section is missing');
  return {
    language: input.language,
    timeZone: overview.period.timeZone,
    accountName: input.brand.accountName,
    brand: { logo: input.brand.logo, colour: input.brand.colour, productName: input.brand.productName },
    generatedAt: context.now(),
    overview,
    countries: demographics.countries,
    posts: { posts: posts.posts, total: posts.postsTotal },
    top: { best: top.posts, worst: top.worstPosts },
    profiles: profiles.profiles,
  };
}
