/**
 * Runs remark passes on their fixtures, file in and file out: `<dir>/<pass>.in.mdx` goes through the
 * pass alone (after parsing as MDX), and the Markdown it gives back, followed by what the pass put on
 * nodes for the HTML (`data.hProperties`, which Markdown cannot show), must be `<dir>/<pass>.out.mdx`.
 * A change to what a pass writes shows as a diff of that file; after reviewing it, `UPDATE_FIXTURES=1`
 * rewrites them. The site's own passes use the same runner.
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

/** Each pass by its fixture's name, with the options the docs plugin gives it. */
export type Passes = Record<string, [unknown, unknown?]>;

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

async function run(dir: string, passes: Passes, name: string, input: string): Promise<string> {
  const [pass, options] = passes[name];
  const file = new VFile({path: path.join(dir, `${name}.in.mdx`), value: input});
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

/** The fixture tests of `passes`, whose files are in `dir`. */
export function describeFixtures(dir: string, passes: Passes): void {
  describe('remark passes, file in and file out', () => {
    it('has a fixture for every pass', () => {
      const inputs = fs.readdirSync(dir).filter((f) => f.endsWith('.in.mdx'));
      expect(inputs.map((f) => f.replace('.in.mdx', '')).sort()).toEqual(Object.keys(passes).sort());
    });

    for (const name of Object.keys(passes)) {
      it(name, async () => {
        const output = await run(dir, passes, name, fs.readFileSync(path.join(dir, `${name}.in.mdx`), 'utf8'));
        const expected = path.join(dir, `${name}.out.mdx`);
        if (process.env.UPDATE_FIXTURES === '1') fs.writeFileSync(expected, output);
        expect(output).toBe(fs.readFileSync(expected, 'utf8'));
      });
    }
  });
}
