/**
 * Remark plugin: a code block whose meta says which releases it is for (`since=1.9.11`,
 * `until=1.9.10`) gets a note above it on the page, in its Markdown copy and in the search index,
 * such as "For @faststore/sdk 1.9.11 and later:". A release that the reference does not cover fails
 * the build, so a note cannot name a release nobody checked the example against.
 * A live example for some releases of `@faststore/ui` is, with its note, marked with the releases it
 * holds for, like the reference's variants: a reader whose profile or version picker names another
 * release does not see it (they see the live example of their own release), and it runs with theirs.
 */
import {visit} from 'unist-util-visit';
import {claims, examplePackages, exampleReleases, rangeNote} from '@faststore-docs/shared/reference/exampleReleases';
import {defaults, versionsOf} from '@faststore-docs/shared/reference/data';
import {isLiveMeta, setProperty} from '@faststore-docs/shared/codeBlocks';
import {versionAttributes} from '@faststore-docs/shared/reference/attributes';
import type {PackageKey} from '@faststore-docs/shared/reference/marks';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';

export default function remarkExampleReleases() {
  return (tree: MdNode, file: {path?: string}) => {
    const problems: string[] = [];
    visit(tree, 'code', (node: MdNode, index, parent: MdNode | undefined) => {
      const range = exampleReleases(node.meta);
      const packages = examplePackages(node.lang ?? '', node.meta ?? '', node.value ?? '');
      const note = rangeNote(range, packages);
      if (!note || !parent?.children || index === undefined) return;
      const checked: PackageKey[] = packages.length > 0 ? packages : ['ui', 'sdk'];
      for (const v of [range.since, range.until].filter((x): x is string => Boolean(x))) {
        if (!checked.some((p) => versionsOf(p).includes(v))) {
          problems.push(
            `  line ${node.position?.start.line ?? '?'}: ${v} is not a covered release of ${checked.map((p) => `@faststore/${p}`).join(' or ')}`,
          );
        }
      }
      const variant = isLiveMeta(node.meta)
        ? versionAttributes(
            'ui',
            versionsOf('ui').filter((v) => claims(range, v)),
            defaults().ui,
          )
        : {};
      for (const [name, value] of Object.entries(variant)) setProperty(node, name, value);
      parent.children.splice(index, 0, {
        type: 'paragraph',
        data: {hProperties: {'data-example-releases': '', ...variant}},
        children: [{type: 'emphasis', children: [{type: 'text', value: note}]}],
      });
      // Go on after the code block, which now stands one place further.
      return index + 2;
    });
    if (problems.length > 0) {
      throw new Error(`Example release notes in ${file.path ?? '(unknown file)'}:\n${problems.join('\n')}`);
    }
  };
}
