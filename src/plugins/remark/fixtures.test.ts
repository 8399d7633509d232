/**
 * Each remark pass on a page it changes, file in and file out: `fixtures/<pass>.in.mdx` goes through
 * the pass alone (after parsing as MDX), and the Markdown it gives back, followed by what the pass put
 * on nodes for the HTML (`data.hProperties`, which Markdown cannot show), must be
 * `fixtures/<pass>.out.mdx`. A change to what a pass writes shows as a diff of that file; after
 * reviewing it, `UPDATE_FIXTURES=1 npx vitest run src/plugins/remark/fixtures.test.ts` rewrites them.
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../css/prismThemes';
import {
  remarkExampleReleases,
  remarkImportHighlighter,
  remarkLivePreview,
  remarkPlaygroundStart,
  remarkProseSymbols,
  remarkStarterSections,
  remarkTaskPromptMark,
  remarkValidateGraphQL,
} from '.';

const FIXTURES = path.join(__dirname, 'fixtures');
const PRISM = {light: lightCodeTheme, dark: darkCodeTheme, additionalLanguages: ['bash', 'json', 'graphql', 'diff']};

// Each pass with the options the docs plugin gives it (docusaurus.config.ts).
const PASSES: Record<string, [unknown, unknown?]> = {
  proseSymbols: [remarkProseSymbols],
  validateGraphQL: [remarkValidateGraphQL],
  exampleReleases: [remarkExampleReleases],
  importHighlighter: [remarkImportHighlighter, PRISM],
  livePreview: [remarkLivePreview],
  playgroundStart: [remarkPlaygroundStart, PRISM],
  starterSections: [remarkStarterSections],
  // The fixture stands for a how-to guide; the pages' route comes from their place under docs/.
  taskPromptMark: [remarkTaskPromptMark, {route: '/how-to-guides/example'}],
};

interface Node {
  type: string;
  position?: {start: {line: number}};
  data?: {hProperties?: Record<string, unknown>};
  children?: Node[];
}

/** What the pass put on nodes for the HTML, one line per property, long values cut. */
function properties(tree: Node): string[] {
  const lines: string[] = [];
  const walk = (node: Node) => {
    for (const [key, value] of Object.entries(node.data?.hProperties ?? {})) {
      const text = JSON.stringify(value);
      lines.push(
        `${node.type} (line ${node.position?.start.line}): ${key}=${text.length > 160 ? `${text.slice(0, 160)}…` : text}`,
      );
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return lines;
}

async function run(name: string, input: string): Promise<string> {
  const [pass, options] = PASSES[name];
  const file = new VFile({path: path.join(FIXTURES, `${name}.in.mdx`), value: input});
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(pass as Plugin<[unknown?]>, options)
    .use(remarkStringify);
  const tree = (await processor.run(processor.parse(file), file)) as Node;
  const props = properties(tree);
  const markdown = processor.stringify(tree as never, file);
  return props.length > 0 ? `${markdown}\n{/* For the HTML:\n${props.join('\n')}\n*/}\n` : markdown;
}

describe('remark passes, file in and file out', () => {
  it('has a fixture for every pass the pages go through', () => {
    const inputs = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.in.mdx'));
    expect(inputs.map((f) => f.replace('.in.mdx', '')).sort()).toEqual(Object.keys(PASSES).sort());
  });

  for (const name of Object.keys(PASSES)) {
    it(name, async () => {
      const output = await run(name, fs.readFileSync(path.join(FIXTURES, `${name}.in.mdx`), 'utf8'));
      const expected = path.join(FIXTURES, `${name}.out.mdx`);
      if (process.env.UPDATE_FIXTURES === '1') fs.writeFileSync(expected, output);
      expect(output).toBe(fs.readFileSync(expected, 'utf8'));
    });
  }
});
