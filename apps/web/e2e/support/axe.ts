import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Axe from 'axe-core';
import type { Page } from 'playwright-core';

/*
 * Accessibility check of the screen a journey has reached: axe-core's rules for WCAG 2.1 A and AA, run
 * inside the page. A critical or serious violation fails the test with one readable line per problem;
 * moderate and minor findings are left to review. Rules axe marks experimental stay out, as in axe's own
 * default run: they are still being tuned and may report what is not a failure.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const wcag21AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Throws when `screen` (named in the message) has a critical or serious WCAG 2.1 AA violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // page.evaluate runs outside the page's Content-Security-Policy, which forbids injected <script> tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const findings: Finding[] = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Off-screen sections with `content-visibility: auto` (the card grids) are skipped by the renderer:
    // axe then reads their colours as the browser's defaults (link blue on the section's background) and
    // reports a contrast the visitor never sees, depending on how far the page was scrolled (axe-core issue
    // 2768). Everything is rendered for the check, as it is once scrolled to, then put back: by a sheet
    // rather than element by element, since a section the app draws while axe runs (a grid whose code came
    // late on a busy machine) is new and would be skipped again.
    const rendered = new CSSStyleSheet();
    rendered.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, rendered];
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    const result = await axe
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .finally(() => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== rendered);
      });
    return result.violations
      .filter((v) => (v.impact === 'critical' || v.impact === 'serious') && !v.tags.includes('experimental'))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`,
          ),
      }));
  }, wcag21AA);
  if (findings.length === 0) return;
  const lines = findings.map((f) => `- ${f.impact} ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`);
  throw new Error(
    `Accessibility: ${screen} (${page.url()}) has ${findings.length} critical or serious violation(s):\n${lines.join('\n')}`,
  );
}
