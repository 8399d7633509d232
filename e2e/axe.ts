/**
 * The accessibility check every spec uses: axe's serious and critical violations on the page as it
 * is now, one line each (rule, impact, help, up to three offending elements).
 *
 * axe runs in the page itself, injected once per document and asked for violations only. The
 * `@axe-core/playwright` builder instead runs axe frame by frame, then opens a second page to merge
 * the results and reports every passing node too; on a reference page that costs about three times
 * as long, over two hundred routes in two colour modes. A page that holds frames still goes through
 * the builder, which is the one that reaches inside them.
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

async function violations(page: Page, {include}: AxeOptions): Promise<Violation[]> {
  await animationsSettled(page);
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page});
    if (include) builder.include(include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const run = (window as unknown as {axe: typeof axe}).axe.run;
    const results = await run(selector ? {include: [selector]} : document, {resultTypes: ['violations']});
    return results.violations.map(({id, impact, help, nodes}) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({target: node.target})),
    }));
  }, include ?? null);
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
