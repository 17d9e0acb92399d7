import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 A and AA rules: what the product promises (spec: axe, 0 serious). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Finding = { rule: string; impact: string; target: string; detail: string };

/**
 * The serious and critical violations axe finds on the page as it is now, one finding per
 * element, with what axe measured (a contrast's colours and ratio) so that a failure can be
 * read without a rerun.
 */
export async function seriousViolations(page: Page): Promise<{ findings: Finding[]; passes: number }> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Passes are counted, not listed node by node: the check runs some 140 times per spec.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const findings: Finding[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes) {
      const check = [...node.any, ...node.all, ...node.none][0];
      const data = check?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
      const detail =
        data?.contrastRatio !== undefined
          ? `${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1`
          : `${check?.message ?? ''} ${node.html.slice(0, 160)}`;
      findings.push({ rule: violation.id, impact: violation.impact, target: node.target.join(' '), detail });
    }
  }
  return { findings, passes: results.passes.length };
}
