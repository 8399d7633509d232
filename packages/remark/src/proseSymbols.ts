/**
 * Remark plugin: every code span in a page's prose that names a FastStore symbol must exist in the
 * releases the page speaks for (../../lib/reference/proseSymbols), or the build fails with the page,
 * the line, the name and the release. Inside `<ForRelease package="sdk" until="1.9.10">` the
 * passage is checked against that package's covered releases in the range instead; with `across`
 * (a passage comparing two releases), a name need exist in only one release of the range.
 */
import fs from 'node:fs';
import {visitParents} from 'unist-util-visit-parents';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';
import {exampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {PACKAGE_KEYS as PACKAGES, type PackageKey} from '@faststore-docs/shared/reference/marks';
import {
  pageReleases,
  releasesIn,
  spanName,
  spanProblem,
  symbolIndex,
} from '@faststore-docs/shared/reference/proseSymbols';

interface FileLike {
  path?: string;
  history?: string[];
  value?: unknown;
  data?: {frontMatter?: {starter?: unknown}};
}

/** The name of the component that marks a passage as speaking of other releases. */
const FOR_RELEASE = 'ForRelease';

function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Lines the front matter takes above the body Docusaurus hands the plugin. */
function lineOffset(file: FileLike): number {
  const page = file.path ?? file.history?.[0];
  if (!page || typeof file.value !== 'string' || !fs.existsSync(page)) return 0;
  const whole = fs.readFileSync(page, 'utf8');
  const at = whole.indexOf(file.value);
  return at > 0 ? whole.slice(0, at).split('\n').length - 1 : 0;
}

export default function remarkProseSymbols() {
  return (tree: MdNode, file: FileLike) => {
    const index = symbolIndex();
    const starter = file.data?.frontMatter?.starter;
    const starters = Array.isArray(starter) ? starter.map(String) : typeof starter === 'string' ? [starter] : [];
    const page = pageReleases(starters);
    const problems: string[] = [];
    const offset = lineOffset(file);
    // Inside a paragraph the note reads as part of the sentence; around paragraphs it heads them.
    visitParents(tree, 'mdxJsxTextElement', (node: MdNode) => {
      if (node.name === FOR_RELEASE && !node.attributes?.some((a) => a.name === 'inline')) {
        node.attributes?.push({type: 'mdxJsxAttribute', name: 'inline', value: null});
      }
    });
    visitParents(tree, 'inlineCode', (node: MdNode, ancestors: MdNode[]) => {
      const span = spanName(node.value ?? '');
      if (!span) return;
      const speaksFor: Record<PackageKey, readonly string[]> = {...page};
      // `across`: a passage comparing releases (an upgrade step) names what one release had and what
      // another has, so each name must exist in one release of the range rather than in all.
      let across: PackageKey | undefined;
      for (const a of ancestors) {
        if (!a.type.startsWith('mdxJsx') || a.name !== FOR_RELEASE) continue;
        const pkg = attribute(a, 'package') as PackageKey | undefined;
        if (!pkg || !PACKAGES.includes(pkg)) {
          throw new Error(`${file.path ?? ''}: <${FOR_RELEASE}> needs package="ui", "sdk" or "api"`);
        }
        const range = exampleReleases(`since=${attribute(a, 'since') ?? ''} until=${attribute(a, 'until') ?? ''}`);
        speaksFor[pkg] = releasesIn(pkg, range);
        across = a.attributes?.some((attr) => attr.name === 'across') ? pkg : undefined;
      }
      const inOne = across && speaksFor[across].some((v) => !spanProblem(index, span, {...speaksFor, [across]: [v]}));
      const problem = inOne ? undefined : spanProblem(index, span, speaksFor);
      if (problem) problems.push(`  line ${(node.position?.start.line ?? 0) + offset}: ${problem}`);
    });
    if (problems.length > 0) {
      throw new Error(
        `A name in the prose of ${file.path ?? file.history?.[0] ?? '(unknown file)'} does not exist in the releases the page speaks for:\n` +
          `${problems.join('\n')}\n` +
          `Use the name these releases have, or wrap the passage in <${FOR_RELEASE} package="…" since="…" until="…"> ` +
          'when it speaks of other releases. A page speaks for the releases its `starter` front matter installs (the Gatsby starter by default).',
      );
    }
  };
}
