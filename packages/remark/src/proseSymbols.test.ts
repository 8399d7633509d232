/**
 * A name in a page's prose that the page's releases do not have fails the build, naming the page, the
 * line, the name and the release; the same name passes where the prose says which releases it speaks of.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkProseSymbols from './proseSymbols';

/** Runs the pass on a page written to disk with its front matter, as the docs plugin hands it over. */
function check(frontMatter: Record<string, unknown>, body: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prose-'));
  const page = path.join(dir, 'page.mdx');
  const head = [
    '---',
    'title: A page',
    ...Object.entries(frontMatter).map(([k, v]) => `${k}: ${String(v)}`),
    '---',
    '',
  ];
  fs.writeFileSync(page, `${head.join('\n')}\n${body}`);
  const file = new VFile({path: page, value: body, data: {frontMatter}});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkProseSymbols as Plugin);
  void processor.runSync(processor.parse(file), file);
}

describe('names in prose, per release', () => {
  it("fails on a member the page's release removed, with the page, the line and the release", () => {
    expect(() => check({}, 'Intro.\n\nSort with `setSort` from `useSearch()`.\n')).toThrow(
      /page\.mdx[\s\S]*line 7: @faststore\/sdk 1\.9\.11 has no `setSort` \(1\.9\.4, 1\.9\.10 has it\)/,
    );
  });

  it('checks a page against the releases of the starter it follows', () => {
    expect(() => check({starter: 'nextjs.store'}, 'Call `setSort`.\n')).not.toThrow();
    expect(() => check({starter: 'nextjs.store'}, 'Call `useSearch().setState`.\n')).toThrow(
      /1\.9\.10 has no `useSearch\(\)\.setState`/,
    );
  });

  it('passes a passage marked as speaking of the releases that have the name', () => {
    expect(() =>
      check({}, 'Now `setState`. <ForRelease package="sdk" until="1.9.10">Before, `setSort`.</ForRelease>\n'),
    ).not.toThrow();
    expect(() =>
      check({}, '<ForRelease package="sdk" since="1.9.11">\n\nBefore, `setSort`.\n\n</ForRelease>\n'),
    ).toThrow(/setSort/);
  });

  it('fails on a member its owner never had, and leaves names no package has alone', () => {
    expect(() => check({}, 'Call `useSearch().setEverything`.\n')).toThrow(/has no `useSearch\(\)\.setEverything`/);
    expect(() => check({}, 'See `window.dataLayer`, `Button.tsx`, `npm ci` and `myOwnHook`.\n')).not.toThrow();
  });

  it('needs the package a marked passage speaks of', () => {
    expect(() => check({}, '<ForRelease until="1.9.10">`setSort`</ForRelease>\n')).toThrow(/package=/);
  });

  it('lets a passage comparing releases name what either of them has, and only that', () => {
    const passage = (range: string) =>
      `<ForRelease package="sdk" ${range} across>\n\nReplace \`setSort\` with \`setState\`.\n\n</ForRelease>\n`;
    expect(() => check({}, passage('since="1.9.10" until="1.9.11"'))).not.toThrow();
    expect(() => check({}, passage('since="1.9.11"'))).toThrow(/has no `setSort`/);
    expect(() => check({}, passage('since="1.9.10" until="1.9.11"').replace(' across', ''))).toThrow(/has no/);
  });
});
