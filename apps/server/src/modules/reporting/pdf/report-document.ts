import type { Language } from '@pagewise/shared/languages';
import type { Report, ReportDay, ReportFigureName, ReportPost } from '@pagewise/shared/reports';
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { barChart, type ChartPoint, lineChart } from './pdf-charts.ts';
import { fillText, type PdfTexts, pdfTexts } from './pdf-texts.ts';

/** Everything a report PDF shows, read beforehand (build-report-pdf.ts): the document only draws. */
export type ReportPdfContent = {
  language: Language;
  /** The zone the report's days and times are read in. */
  timeZone: string;
  accountName: string;
  brand: { logo: Buffer | null; colour: string; productName: string };
  generatedAt: Date;
  /** Overview: the figures, the days and the pages; the other reads add their own part. */
  overview: Report;
  countries: Report['countries'];
  posts: { posts: ReportPost[]; total: number };
  top: { best: ReportPost[]; worst: ReportPost[] };
  profiles: Report['profiles'];
};

const ink = '#1b1f24';
const muted = '#5f6b76';
const rule = '#dfe3e8';

const styles = StyleSheet.create({
  page: {
    paddingTop: 64,
    paddingBottom: 48,
    paddingHorizontal: 40,
    fontFamily: 'Helvetica',
    fontSize: 9,
    color: ink,
  },
  band: {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: 40,
    paddingHorizontal: 40,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  bandText: { color: '#ffffff', fontSize: 10, fontFamily: 'Helvetica-Bold' },
  bandLogo: { height: 24, maxWidth: 90, objectFit: 'contain' },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: muted,
  },
  h1: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 12 },
  h2: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 6 },
  note: { color: muted, marginBottom: 6 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: rule, paddingVertical: 3 },
  head: { flexDirection: 'row', borderBottomWidth: 1, paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  cell: { flex: 1, paddingRight: 4 },
  wide: { flex: 4, paddingRight: 6 },
  number: { flex: 1, textAlign: 'right', paddingRight: 4 },
  coverLogo: { width: 140, height: 140, objectFit: 'contain', marginBottom: 24 },
  coverName: { fontSize: 28, fontFamily: 'Helvetica-Bold', marginBottom: 24 },
  coverTitle: { fontSize: 22, fontFamily: 'Helvetica-Bold', marginBottom: 8 },
  coverLine: { fontSize: 11, marginBottom: 4 },
});

/** The characters Helvetica (WinAnsi) can print: others (emoji, CJK) would come out as garbage. */
const printable = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '')
    .trim();

/**
 * Intl's narrow and thin spaces (French thousands, "12 %") are not in WinAnsi either: a no-break
 * space keeps the number whole.
 */
const spaced =
  <Value>(format: (value: Value) => string) =>
  (value: Value) =>
    format(value).replace(/[\u202f\u2009]/g, '\u00a0');

function formatters(language: Language, timeZone: string) {
  const number = { format: spaced(new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format) };
  const compact = {
    format: spaced(new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format),
  };
  // Days are calendar days of the report's zone, written as such (not instants).
  const day = {
    format: spaced(
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format,
    ),
  };
  const shortDay = {
    format: spaced(
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format,
    ),
  };
  const instant = {
    format: spaced(
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format,
    ),
  };
  const percent = {
    format: spaced(
      new Intl.NumberFormat(language, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }).format,
    ),
  };
  const share = {
    format: spaced(new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format),
  };
  return {
    share: (value: number, total: number) => share.format(value / total),
    number: (value: number | null, texts: PdfTexts) =>
      value === null ? texts.notAvailable : number.format(value),
    axis: (value: number) => compact.format(value),
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    shortDay: (value: string) => shortDay.format(new Date(`${value}T00:00:00Z`)),
    instant: (value: Date | string) => instant.format(new Date(value)),
    change: (value: number | null, previous: number | null, texts: PdfTexts) =>
      value === null || previous === null || previous === 0
        ? texts.notAvailable
        : percent.format((value - previous) / previous),
  };
}
type Formats = ReturnType<typeof formatters>;

/** The report as a PDF document: a cover, then one page per section (spec §2), numbered. */
export function reportDocument(content: ReportPdfContent): ReactElement {
  const texts = pdfTexts[content.language];
  const formats = formatters(content.language, content.timeZone);
  const { period } = content.overview;
  const periodText = `${formats.day(period.from)} – ${formats.day(period.to)}`;
  const colour = content.brand.colour;
  const pageOf = (title: string, ...children: ReactNode[]) =>
    h(
      Page,
      { size: 'A4', style: styles.page, wrap: true },
      h(
        View,
        { style: [styles.band, { backgroundColor: colour }], fixed: true },
        content.brand.logo
          ? h(Image, { src: content.brand.logo, style: styles.bandLogo })
          : h(Text, { style: styles.bandText }, content.brand.productName),
        h(Text, { style: styles.bandText }, printable(content.accountName)),
      ),
      h(Text, { style: [styles.h1, { color: colour }] }, title),
      ...children,
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, null, periodText),
        h(Text, {
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            fillText(texts.page, { n: pageNumber, total: totalPages }),
        }),
      ),
    );
  const days = content.overview.days;
  const chart = (kind: 'line' | 'bar', name: Exclude<ReportFigureName, 'posts'>) =>
    h(
      View,
      { wrap: false, style: { marginBottom: 10 } },
      h(Text, { style: styles.h2 }, texts.figures[name]),
      days.length === 0
        ? h(Text, { style: styles.note }, texts.noData)
        : (kind === 'line' ? lineChart : barChart)(
            days.map((day) => ({
              label: formats.shortDay(day.day),
              value: day[name as keyof ReportDay] as number | null,
            })),
            { width: 515, height: 150, colour, format: formats.axis },
          ),
    );
  const figureTable = (names: ReportFigureName[]) =>
    h(
      View,
      { style: { marginBottom: 8 } },
      h(
        View,
        { style: styles.head },
        h(Text, { style: styles.wide }, ''),
        h(Text, { style: styles.number }, texts.value),
        h(Text, { style: styles.number }, texts.previous),
        h(Text, { style: styles.number }, texts.change),
      ),
      ...names.map((name) => {
        const figure = content.overview.figures[name] ?? { value: null, previous: null };
        return h(
          View,
          { style: styles.row, key: name, wrap: false },
          h(Text, { style: styles.wide }, texts.figures[name]),
          h(Text, { style: styles.number }, formats.number(figure.value, texts)),
          h(Text, { style: styles.number }, formats.number(figure.previous, texts)),
          h(Text, { style: styles.number }, formats.change(figure.value, figure.previous, texts)),
        );
      }),
    );
  const pageName = (pageId: string) =>
    printable(content.overview.pages.find((page) => page.id === pageId)?.name ?? '');
  const postTable = (posts: ReportPost[]) =>
    posts.length === 0
      ? h(Text, { style: styles.note }, texts.noData)
      : h(
          View,
          null,
          h(
            View,
            { style: styles.head, fixed: true },
            h(Text, { style: styles.cell }, texts.postedAt),
            h(Text, { style: styles.wide }, texts.text),
            h(Text, { style: styles.number }, texts.figures.impressions),
            h(Text, { style: styles.number }, texts.figures.reactions),
            h(Text, { style: styles.number }, texts.figures.comments),
            h(Text, { style: styles.number }, texts.figures.shares),
            h(Text, { style: styles.number }, texts.engagementRate),
          ),
          ...posts.map((post) =>
            h(
              View,
              { style: styles.row, key: post.targetId, wrap: false },
              h(Text, { style: styles.cell }, formats.instant(post.postedAt)),
              h(
                Text,
                { style: styles.wide },
                `${pageName(post.pageId)}: ${printable(post.text).slice(0, 140) || '-'}`,
              ),
              h(Text, { style: styles.number }, formats.number(post.impressions, texts)),
              h(Text, { style: styles.number }, formats.number(post.reactions, texts)),
              h(Text, { style: styles.number }, formats.number(post.comments, texts)),
              h(Text, { style: styles.number }, formats.number(post.shares, texts)),
              h(Text, { style: styles.number }, formats.number(post.engagementRate, texts)),
            ),
          ),
        );
  const countryTotal = content.countries.reduce((sum, country) => sum + country.value, 0);
  const countryNames = new Intl.DisplayNames(content.language, { type: 'region' });
  const countryName = (code: string) => {
    try {
      return countryNames.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const topCountries = content.countries.slice(0, 12);

  return h(
    Document,
    {
      title: `${texts.title} – ${content.accountName}`,
      author: content.brand.productName,
      language: content.language,
    },
    cover(content, texts, formats, periodText),
    pageOf(
      texts.overview,
      h(
        Text,
        { style: styles.note },
        `${periodText}, ${fillText(texts.comparedWith, { from: formats.day(period.previousFrom), to: formats.day(period.previousTo) })}`,
      ),
      figureTable([
        'followers',
        'newFollowers',
        'impressions',
        'reach',
        'engagements',
        'engagementRate',
        'reactions',
        'comments',
        'shares',
        'linkClicks',
        'videoViews3s',
        'posts',
      ]),
      ...content.overview.gaps
        .filter((gap) => gap.missingDays > 0)
        .map((gap) =>
          h(
            Text,
            { style: styles.note, key: gap.pageId },
            fillText(texts.missingDays, { page: pageName(gap.pageId), count: gap.missingDays }),
          ),
        ),
    ),
    pageOf(
      texts.audience,
      chart('line', 'followers'),
      chart('bar', 'newFollowers'),
      figureTable(['followers', 'newFollowers']),
    ),
    pageOf(
      texts.engagements,
      chart('bar', 'engagements'),
      chart('line', 'engagementRate'),
      figureTable(['engagements', 'engagementRate', 'reactions', 'comments', 'shares', 'linkClicks']),
    ),
    pageOf(
      texts.impressions,
      chart('line', 'impressions'),
      chart('line', 'reach'),
      figureTable(['impressions', 'reach']),
    ),
    pageOf(
      texts.videos,
      chart('bar', 'videoViews3s'),
      chart('bar', 'videoViews10s'),
      figureTable(['videoViews3s', 'videoViews10s', 'videoViews15s', 'videoViews30s']),
    ),
    pageOf(
      texts.demographics,
      h(Text, { style: styles.h2 }, texts.countries),
      topCountries.length === 0
        ? h(Text, { style: styles.note }, texts.noData)
        : h(
            View,
            null,
            barChart(
              topCountries.map(
                (country) => ({ label: country.code, value: country.value }) satisfies ChartPoint,
              ),
              { width: 515, height: 170, colour, format: formats.axis },
            ),
            h(
              View,
              { style: [styles.head, { marginTop: 10 }] },
              h(Text, { style: styles.wide }, texts.country),
              h(Text, { style: styles.number }, texts.value),
              h(Text, { style: styles.number }, texts.share),
            ),
            ...content.countries
              .slice(0, 30)
              .map((country) =>
                h(
                  View,
                  { style: styles.row, key: country.code, wrap: false },
                  h(Text, { style: styles.wide }, printable(countryName(country.code))),
                  h(Text, { style: styles.number }, formats.number(country.value, texts)),
                  h(
                    Text,
                    { style: styles.number },
                    countryTotal ? formats.share(country.value, countryTotal) : texts.notAvailable,
                  ),
                ),
              ),
          ),
    ),
    pageOf(
      texts.posts,
      h(
        Text,
        { style: styles.note },
        fillText(texts.postsTotal, { shown: content.posts.posts.length, total: content.posts.total }),
      ),
      postTable(content.posts.posts),
    ),
    pageOf(
      texts.topPosts,
      postTable(content.top.best),
      h(Text, { style: styles.h2 }, texts.worstPosts),
      postTable(content.top.worst),
    ),
    pageOf(
      texts.profiles,
      content.profiles.length === 0
        ? h(Text, { style: styles.note }, texts.noData)
        : h(
            View,
            null,
            h(
              View,
              { style: styles.head },
              h(Text, { style: styles.wide }, texts.pageName),
              h(Text, { style: styles.number }, texts.figures.followers),
              h(Text, { style: styles.number }, texts.figures.newFollowers),
              h(Text, { style: styles.number }, texts.figures.impressions),
              h(Text, { style: styles.number }, texts.engagementRate),
              h(Text, { style: styles.number }, texts.figures.posts),
            ),
            ...content.profiles.map((profile) =>
              h(
                View,
                { style: styles.row, key: profile.pageId, wrap: false },
                h(Text, { style: styles.wide }, pageName(profile.pageId)),
                h(Text, { style: styles.number }, formats.number(profile.followers.value, texts)),
                h(Text, { style: styles.number }, formats.number(profile.newFollowers.value, texts)),
                h(Text, { style: styles.number }, formats.number(profile.impressions.value, texts)),
                h(Text, { style: styles.number }, formats.number(profile.engagementRate.value, texts)),
                h(Text, { style: styles.number }, formats.number(profile.posts.value, texts)),
              ),
            ),
          ),
    ),
  );
}

function cover(content: ReportPdfContent, texts: PdfTexts, formats: Formats, periodText: string) {
  const { brand } = content;
  const pages = content.overview.pages;
  return h(
    Page,
    { size: 'A4', style: [styles.page, { paddingTop: 120 }] },
    h(View, {
      style: { position: 'absolute', top: 0, left: 0, bottom: 0, width: 18, backgroundColor: brand.colour },
    }),
    brand.logo
      ? h(Image, { src: brand.logo, style: styles.coverLogo })
      : h(Text, { style: [styles.coverName, { color: brand.colour }] }, brand.productName),
    h(Text, { style: styles.coverTitle }, texts.title),
    h(
      Text,
      { style: [styles.coverLine, { fontSize: 14, marginBottom: 16 }] },
      printable(content.accountName),
    ),
    h(Text, { style: styles.coverLine }, `${texts.period}: ${periodText}`),
    h(
      Text,
      { style: styles.coverLine },
      `${texts.pages}: ${
        pages.length === 0
          ? texts.allPages
          : pages
              .slice(0, 12)
              .map((page) => printable(page.name))
              .join(', ')
      }${pages.length > 12 ? ', …' : ''}`,
    ),
    h(
      Text,
      { style: [styles.coverLine, { color: muted, marginTop: 24 }] },
      fillText(texts.generated, { date: formats.instant(content.generatedAt) }),
    ),
  );
}
