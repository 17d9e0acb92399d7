import {
  engagementRate,
  type ReportDay,
  type ReportFigure,
  type ReportFigureName,
  reportFigureNames,
} from '@pagewise/shared/reports';
import type { ReportPeriodDays } from './report-period.ts';

/** Every figure but the audience at the end, the rate of the formula and the publications counted. */
const notSummed = ['followers', 'engagementRate', 'posts'] as const;
type Summed = Exclude<ReportFigureName, (typeof notSummed)[number]>;
const summedNames = reportFigureNames.filter(
  (name): name is Summed => !(notSummed as readonly string[]).includes(name),
);

/** A figure added up over days: null when no day had it. */
function sum(days: ReportDay[], name: Summed): number | null {
  let total: number | null = null;
  for (const day of days) {
    const value = day[name];
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

/** The period's figures from its days: sums, the last day's followers, the formula's rate. */
function figuresOf(days: ReportDay[]): Record<Exclude<ReportFigureName, 'posts'>, number | null> {
  const sums = Object.fromEntries(summedNames.map((name) => [name, sum(days, name)])) as Record<
    Summed,
    number | null
  >;
  const followers = days.findLast((day) => day.followers !== null)?.followers ?? null;
  return { ...sums, followers, engagementRate: engagementRate(sums) };
}

/**
 * Every figure of the period beside the period before it (spec §2: each compared), from the days
 * of both; `posts`: how many publications went out in each.
 */
export function reportFigures(
  period: ReportPeriodDays,
  days: ReportDay[],
  posts: { value: number; previous: number },
): Partial<Record<ReportFigureName, ReportFigure>> {
  const current = figuresOf(days.filter((day) => day.day >= period.from));
  const previous = figuresOf(days.filter((day) => day.day <= period.previousTo));
  const figures: Partial<Record<ReportFigureName, ReportFigure>> = {
    posts: { value: posts.value, previous: posts.previous },
  };
  for (const name of Object.keys(current) as (keyof typeof current)[]) {
    figures[name] = { value: current[name], previous: previous[name] };
  }
  return figures;
}
