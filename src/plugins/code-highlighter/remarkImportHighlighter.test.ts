import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkImportHighlighter, {HIGHLIGHTER_MODULE} from './remarkImportHighlighter';

const compiled = async (mdx: string) => String(await compile(mdx, {remarkPlugins: [remarkImportHighlighter]}));

describe('remarkImportHighlighter', () => {
  it('makes a page with a fenced code block import the highlighter', async () => {
    const js = await compiled('# Install\n\n```bash\nnpm ci\n```\n');
    expect(js).toContain(`import ${JSON.stringify(HIGHLIGHTER_MODULE)};`);
  });

  it('finds code blocks nested in JSX and lists', async () => {
    expect(await compiled('<Tabs>\n<TabItem>\n\n```js\nx\n```\n\n</TabItem>\n</Tabs>\n')).toContain(HIGHLIGHTER_MODULE);
    expect(await compiled('- step\n\n  ```bash\n  npm ci\n  ```\n')).toContain(HIGHLIGHTER_MODULE);
  });

  it('counts a <CodeBlock> element as a code block', async () => {
    const mdx = 'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="bash">npm ci</CodeBlock>\n';
    expect(await compiled(mdx)).toContain(HIGHLIGHTER_MODULE);
  });

  it('leaves a page with only inline code alone', async () => {
    expect(await compiled('Run `npm ci` first.\n')).not.toContain(HIGHLIGHTER_MODULE);
  });
});
