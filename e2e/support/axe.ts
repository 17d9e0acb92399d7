import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/** The WCAG 2.2 A and AA rules: what the product promises (spec: axe, 0 serious). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeCheck = {
  /** Only these parts of the page (CSS selectors); the whole page when left out. */
  include?: string[];
  tags?: string[];
  /** Rules left out of this check (a rule another test holds on its own). */
  disable?: string[];
  /** Passed rules with every node they passed (to show what was read); only counted otherwise. */
  passedNodes?: boolean;
};

/**
 * axe-core run in the page as it is now. axe is put into each frame of the document once and kept
 * there while the app moves from screen to screen (a new document gets it again): @axe-core/playwright
 * put its 500 KB into every frame and opened a tab of its own to merge results at every check,
 * about 3 s a check on two busy cores, which the sweep of every screen makes some 200 times.
 */
export async function axeCheck(page: Page, check: AxeCheck = {}): Promise<AxeResults> {
  for (const frame of page.frames()) await withAxe(frame);
  const context: ElementContext = check.include ? { include: check.include } : { exclude: [] };
  const options: RunOptions = {
    runOnly: { type: 'tag', values: check.tags ?? wcagTags },
    rules: Object.fromEntries((check.disable ?? []).map((rule) => [rule, { enabled: false }])),
    resultTypes: check.passedNodes ? undefined : ['violations'],
  };
  return page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context,
        options,
      ),
    { context, options },
  );
}

async function withAxe(frame: Frame) {
  const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!loaded) await frame.evaluate(axeSource);
}

export type Finding = { rule: string; impact: string; target: string; detail: string };

/**
 * The serious and critical violations axe finds on the page as it is now, one finding per
 * element, with what axe measured (a contrast's colours and ratio) so that a failure can be
 * read without a rerun.
 */
export async function seriousViolations(
  page: Page,
  check: AxeCheck = {},
): Promise<{ findings: Finding[]; passes: number; results: AxeResults }> {
  const results = await axeCheck(page, check);
  const findings: Finding[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes) {
      const found = [...node.any, ...node.all, ...node.none][0];
      const data = found?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
      const detail =
        data?.contrastRatio !== undefined
          ? `${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1`
          : `${found?.message ?? ''} ${node.html.slice(0, 160)}`;
      findings.push({ rule: violation.id, impact: violation.impact, target: node.target.join(' '), detail });
    }
  }
  return { findings, passes: results.passes.length, results };
}

/** A finding as a test's failure lists it: rule, impact and element. */
export const described = (finding: Finding) => `${finding.rule} (${finding.impact}) at ${finding.target}`;
