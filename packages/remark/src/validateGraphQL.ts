/**
 * Remark plugin: every ```graphql code block of a page must be valid against the schema of every
 * covered release of `@faststore/api`, so examples cannot drift from the API a reader has. A block
 * written for some releases only says so in its meta (```graphql since=1.9.11) and is checked against
 * those. An invalid block fails the build with the page's path, the block's line, the release and the
 * GraphQL error. ```graphql partial blocks are only parsed.
 * A page that extends the schema (SDL in a graphql block, or in a gql`...` / GraphQL-commented
 * template literal of a JS/TS block) has its operation examples validated against the extended schema.
 */
import {visit} from 'unist-util-visit';
import {isPartial, pageSchema, sdlOfBlock, validateExample} from '@faststore-docs/shared/reference/validateExample';
import {apiReleases} from '@faststore-docs/shared/reference/data';
import {claims, exampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';

// __dirname works both under Docusaurus' config loader (jiti) and under Vitest.

interface FileLike {
  path?: string;
  history?: string[];
}

const GRAPHQL = new Set(['graphql', 'gql']);

export default function remarkValidateGraphQL() {
  return (tree: MdNode, file: FileLike) => {
    const problems: string[] = [];
    const all: MdNode[] = [];
    visit(tree, 'code', (node: MdNode) => void all.push(node));
    const blocks = all.filter((b) => b.lang && !isPartial(b.meta));
    const extensions = blocks.flatMap((b) => sdlOfBlock(b.lang ?? '', b.value ?? ''));
    for (const release of apiReleases()) {
      const schema = pageSchema(extensions, release.data) ?? release.data;
      for (const block of all) {
        if (!block.lang || !GRAPHQL.has(block.lang.toLowerCase())) continue;
        if (!claims(exampleReleases(block.meta), release.version)) continue;
        const errors = validateExample(block.value ?? '', {partial: isPartial(block.meta), schema});
        const line = block.position?.start.line ?? '?';
        for (const error of errors) problems.push(`  line ${line}, @faststore/api ${release.version}: ${error}`);
      }
    }
    if (problems.length > 0) {
      const page = file.path ?? file.history?.[0] ?? '(unknown file)';
      throw new Error(
        `Invalid GraphQL example in ${page}:\n${problems.join('\n')}\n` +
          'Fix the example, say which releases it is for (```graphql since=1.9.11, or until=), ' +
          'or mark a deliberately incomplete snippet with ```graphql partial.',
      );
    }
  };
}
