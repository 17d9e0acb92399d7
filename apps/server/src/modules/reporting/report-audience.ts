import { countriesKept } from '@pagewise/shared/reporting';
import { and, between, desc, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { pageFigures } from './schema.ts';

type Audience = {
  countries: { code: string; value: number }[];
  demographics: { gender: string; age: string; value: number }[];
};

/**
 * The audience by country (its top 45, spec §9) and by gender and age at the end of the period:
 * each page's latest day of the period that has them, added up over the pages.
 */
export async function readReportAudience(
  db: Database,
  pageIds: string[],
  from: string,
  to: string,
): Promise<Audience> {
  if (pageIds.length === 0) return { countries: [], demographics: [] };
  const rows = await db
    .selectDistinctOn([pageFigures.pageId], {
      countries: pageFigures.countries,
      demographics: pageFigures.demographics,
    })
    .from(pageFigures)
    .where(
      and(
        inArray(pageFigures.pageId, pageIds),
        between(pageFigures.day, from, to),
        or(isNotNull(pageFigures.countries), isNotNull(pageFigures.demographics)),
      ),
    )
    .orderBy(pageFigures.pageId, desc(pageFigures.day));
  const countries = new Map<string, number>();
  const groups = new Map<string, number>();
  for (const row of rows) {
    for (const [code, value] of Object.entries(row.countries ?? {})) {
      countries.set(code, (countries.get(code) ?? 0) + value);
    }
    for (const [key, value] of Object.entries(row.demographics ?? {})) {
      groups.set(key, (groups.get(key) ?? 0) + value);
    }
  }
  return {
    countries: [...countries]
      .map(([code, value]) => ({ code, value }))
      .sort((a, b) => b.value - a.value || a.code.localeCompare(b.code))
      .slice(0, countriesKept),
    demographics: [...groups]
      .map(([key, value]) => {
        const [gender = 'U', age = ''] = key.split('.');
        return { gender, age, value };
      })
      .sort((a, b) => a.age.localeCompare(b.age) || a.gender.localeCompare(b.gender)),
  };
}
