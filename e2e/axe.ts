/**
 * The accessibility check every spec uses: axe's serious and critical violations on the page as it
 * is now, one line each (rule, impact, help, up to three offending elements).
 *
 * axe runs in the page itself, injected once per document and asked for violations only. The
 * `@axe-core/playwright` builder instead runs axe frame by frame, then opens a second page to merge
 * the results and reports every passing node too; on a reference page that costs about three times
 * as long, over two hundred routes in two colour modes. A page that holds frames still goes through
 * the builder, which is the one that reaches inside them.
 *
 * Rules whose every check is minor or moderate are switched off in both: their findings would be
 * dropped anyway, and skipping them saves about a tenth of each run (most of what remains is the
 * colour-contrast rule, which both colour modes need).
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type {Page} from '@playwright/test';
import {animationsSettled} from './fixtures';

const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: {target: unknown[]}[];
}

export interface AxeOptions {
  /** Check only the elements this selector matches (for a widget on a larger page). */
  include?: string;
}

/** The audit axe keeps internally: each rule's checks, and each check's impact. */
interface AxeAudit {
  rules: {id: string; impact?: string; any: CheckRef[]; all: CheckRef[]; none: CheckRef[]}[];
  data: {checks: Record<string, {impact?: string} | undefined>};
}
type CheckRef = string | {id: string};

/**
 * In the page, with axe loaded: the rules that can only ever report minor or moderate findings (a
 * rule's finding takes its impact from the rule, when it sets one, else from its failing checks).
 */
function rulesThatCannotBlock(): string[] {
  const {rules, data} = (window as unknown as {axe: {_audit: AxeAudit}}).axe._audit;
  const blocks = (impact?: string) => impact === 'serious' || impact === 'critical';
  const id = (check: CheckRef) => (typeof check === 'string' ? check : check.id);
  return rules
    .filter((rule) =>
      rule.impact
        ? !blocks(rule.impact)
        : ![...rule.any, ...rule.all, ...rule.none].some((c) => blocks(data.checks[id(c)]?.impact)),
    )
    .map((rule) => rule.id);
}

async function violations(page: Page, {include}: AxeOptions): Promise<Violation[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const skipped = await page.evaluate(rulesThatCannotBlock);
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).disableRules(skipped);
    if (include) builder.include(include);
    return (await builder.analyze()).violations;
  }
  return page.evaluate(
    async ({selector, skipped}) => {
      const run = (window as unknown as {axe: typeof axe}).axe.run;
      const rules = Object.fromEntries(skipped.map((rule) => [rule, {enabled: false}]));
      const results = await run(selector ? {include: [selector]} : document, {resultTypes: ['violations'], rules});
      return results.violations.map(({id, impact, help, nodes}) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({target: node.target})),
      }));
    },
    {selector: include ?? null, skipped},
  );
}

/** The same in light and then dark mode (set on <html>), each line led by its mode. */
export async function violationsInBothModes(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark']) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    for (const v of await blockingViolations(page, options)) found.push(`[${mode}] ${v}`);
  }
  return found;
}

/** The page's serious and critical axe violations, described one per line; empty when it passes. */
export async function blockingViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  return (await violations(page, options))
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
