#!/usr/bin/env node
/**
 * Starts a how-to guide from the writers' template: `npm run new:guide -- <area>/<task> "<Title>"
 * "<One sentence: what the reader will have achieved.>"` writes docs/how-to-guides/<area>/<task>.mdx
 * with the template's sections (docs/templates/how-to-guide-template.mdx, its skeleton), each with a
 * note of what it holds, placed after its siblings; a new area folder gets the `_category_.json` label
 * readers see. The page fails `npm test` until its sections are written: the notes are not prose.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jiti from 'jiti';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GUIDES = path.join(ROOT, 'docs', 'how-to-guides');
const TEMPLATE = path.join(ROOT, 'docs', 'templates', 'how-to-guide-template.mdx');
const {codeBlocks, markdownCodeBlocks} = jiti(import.meta.url, {interopDefault: true})(
  '../packages/shared/src/codeBlocks.ts',
);

/** The skeleton's body: the sections after its front matter, each `<note>` as an MDX comment. */
export function skeletonBody(template) {
  const skeleton = codeBlocks(template).find((b) => b.lang === 'mdx')?.code;
  if (!skeleton) throw new Error(`${TEMPLATE} has no skeleton in a \`\`\`\`mdx block`);
  const body = skeleton.replace(/^---\n[\s\S]*?\n---\n/, '');
  // Notes in prose become comments (MDX would read `<note>` as an element); code keeps its own. The
  // notes are no MDX yet, so the skeleton is read as Markdown.
  const code = new Set(
    markdownCodeBlocks(body).flatMap((b) => Array.from({length: b.end - b.line + 1}, (_, i) => b.line + i)),
  );
  return body
    .split('\n')
    .map((line, i) =>
      code.has(i + 1) ? line : line.replace(/<([^<>\n]+)>/g, (_, note) => `{/* ${note.replace(/\*\//g, '* /')} */}`),
    )
    .join('\n')
    .trim();
}

const titleCase = (slug) => slug.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function nextPosition(dir) {
  const positions = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => Number(/^sidebar_position:\s*(\d+)/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? 0));
  return Math.max(0, ...positions) + 1;
}

function main([target, title, description]) {
  if (!target || !/^[a-z0-9-]+(\/[a-z0-9-]+)+$/.test(target) || !title || !description) {
    console.error('Usage: npm run new:guide -- <area>/<task> "<Title>" "<One sentence: what the reader achieves.>"');
    console.error('  <area>/<task> in lower case with hyphens, e.g. platform-integration/vtex/adding-a-payment-app');
    process.exit(2);
  }
  const file = path.join(GUIDES, `${target}.mdx`);
  if (fs.existsSync(file) || fs.existsSync(path.join(GUIDES, target, 'index.mdx'))) {
    console.error(`${path.relative(ROOT, file)} exists already.`);
    process.exit(1);
  }
  const dir = path.dirname(file);
  // Every folder between how-to-guides and the page is a sidebar category readers see by its label.
  for (let folder = GUIDES, parts = target.split('/').slice(0, -1), i = 0; i < parts.length; i++) {
    folder = path.join(folder, parts[i]);
    if (fs.existsSync(folder)) continue;
    fs.mkdirSync(folder);
    const category = path.join(folder, '_category_.json');
    fs.writeFileSync(category, `${JSON.stringify({label: titleCase(parts[i])}, null, 2)}\n`);
    console.log(
      `created ${path.relative(ROOT, category)} (label "${titleCase(parts[i])}": edit it to what readers call the area)`,
    );
  }
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    `sidebar_position: ${nextPosition(dir)}`,
    '---',
  ].join('\n');
  fs.writeFileSync(file, `${frontMatter}\n\n${skeletonBody(fs.readFileSync(TEMPLATE, 'utf8'))}\n`);
  console.log(`created ${path.relative(ROOT, file)}, served at /how-to-guides/${target}`);
  console.log(
    'Write each section where its note is; `npm run test:unit -- tests/content.test.ts` says what is missing.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
