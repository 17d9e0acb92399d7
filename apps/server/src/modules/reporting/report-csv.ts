import { postFigureNames } from '@pagewise/shared/reporting';
import { type Report, reportFigureNames } from '@pagewise/shared/reports';
import { csvCell } from '../posts/export-posts.ts';

/** The tables of a report the screen shows, each one CSV. */
export const reportTables = [
  'days',
  'figures',
  'countries',
  'demographics',
  'posts',
  'worst_posts',
  'profiles',
  'competitors',
] as const;
export type ReportTable = (typeof reportTables)[number];

type Cell = string | number | null;

/** A number as it is (never defused: a negative change stays a number); text as RFC 4180 wants it. */
const cell = (value: Cell) => (typeof value === 'number' ? String(value) : csvCell(value));

/**
 * One table of a report as CSV, with the numbers the screen shows (a figure not available is an
 * empty cell, never 0), the page's name beside its id.
 */
export function reportCsv(report: Report, table: ReportTable): string {
  const pageName = new Map(report.pages.map((page) => [page.id, page.name]));
  const rows: Cell[][] = (() => {
    switch (table) {
      case 'days': {
        const columns = Object.keys(report.days[0] ?? { day: null }) as (keyof Report['days'][number])[];
        return [columns, ...report.days.map((day) => columns.map((column) => day[column]))];
      }
      case 'figures':
        return [
          ['figure', 'value', 'previous_period'],
          ...reportFigureNames.flatMap((name) => {
            const figure = report.figures[name];
            return figure ? [[name, figure.value, figure.previous]] : [];
          }),
        ];
      case 'countries':
        return [['country', 'audience'], ...report.countries.map((row) => [row.code, row.value])];
      case 'demographics':
        return [
          ['gender', 'age', 'audience'],
          ...report.demographics.map((row) => [row.gender, row.age, row.value]),
        ];
      case 'posts':
      case 'worst_posts': {
        const posts = table === 'posts' ? report.posts : report.worstPosts;
        const columns = [
          'postedAt',
          'pageId',
          'text',
          'url',
          'checkpoint',
          ...postFigureNames,
          'engagementRate',
        ] as const;
        return [
          ['page', ...columns],
          ...posts.map((post) => [pageName.get(post.pageId) ?? '', ...columns.map((column) => post[column])]),
        ];
      }
      case 'profiles':
        return [
          [
            'page',
            'followers',
            'followers_before',
            'new_followers',
            'impressions',
            'impressions_before',
            'engagement_rate',
            'engagement_rate_before',
            'posts',
            'posts_before',
          ],
          ...report.profiles.map((line) => [
            pageName.get(line.pageId) ?? '',
            line.followers.value,
            line.followers.previous,
            line.newFollowers.value,
            line.impressions.value,
            line.impressions.previous,
            line.engagementRate.value,
            line.engagementRate.previous,
            line.posts.value,
            line.posts.previous,
          ]),
        ];
      case 'competitors':
        return [
          [
            'network',
            'handle',
            'name',
            'followers',
            'interactions',
            'posts',
            'engagement_per_1000_followers',
          ],
          ...report.competitors.map((competitor) => [
            competitor.network,
            competitor.handle,
            competitor.name,
            competitor.followers,
            competitor.interactions,
            competitor.posts,
            competitor.engagementPerThousand,
          ]),
        ];
    }
  })();
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
