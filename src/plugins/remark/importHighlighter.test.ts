import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../css/prismThemes';
import remarkImportHighlighter, {CODE_BLOCK_MODULE, HIGHLIGHTER_MODULE} from './importHighlighter';

const OPTIONS = {light: lightCodeTheme, dark: darkCodeTheme, additionalLanguages: ['bash', 'json', 'graphql', 'diff']};

const compiled = async (mdx: string, options: typeof OPTIONS | null = OPTIONS) =>
  String(await compile(mdx, {remarkPlugins: [options ? [remarkImportHighlighter, options] : remarkImportHighlighter]}));

describe('remarkImportHighlighter', () => {
  it('highlights fenced code at build time and imports the code block without Prism', async () => {
    const js = await compiled('# Install\n\n```bash\nnpm ci\n```\n');
    expect(js).toContain(`import ${JSON.stringify(CODE_BLOCK_MODULE)};`);
    expect(js).not.toContain(HIGHLIGHTER_MODULE);
    // The line's tokens as HTML, with both themes' colours as custom properties.
    expect(js).toMatch(/highlighted: .*token function.*--l-color:#6639ba;--d-color:rgb\(80, 250, 123\)/);
  });

  it('keeps one entry per line, empty lines included', async () => {
    const js = await compiled('```ts\nconst a = 1;\n\nconst b = 2;\n```\n');
    const value = /highlighted: "((?:[^"\\]|\\.)*)"/.exec(js)?.[1];
    expect(JSON.parse(JSON.parse(`"${value}"`))).toHaveLength(3);
  });

  it('finds code blocks nested in JSX and lists', async () => {
    expect(await compiled('<Tabs>\n<TabItem>\n\n```js\nx\n```\n\n</TabItem>\n</Tabs>\n')).toContain(CODE_BLOCK_MODULE);
    expect(await compiled('- step\n\n  ```bash\n  npm ci\n  ```\n')).toContain(CODE_BLOCK_MODULE);
  });

  it('imports Prism for a <CodeBlock> element, which is highlighted in the browser', async () => {
    const mdx = 'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="bash">npm ci</CodeBlock>\n';
    expect(await compiled(mdx)).toContain(HIGHLIGHTER_MODULE);
  });

  it('without the themes, leaves highlighting to the browser', async () => {
    const js = await compiled('```bash\nnpm ci\n```\n', null);
    expect(js).toContain(HIGHLIGHTER_MODULE);
    expect(js).not.toContain('highlighted');
  });

  it('leaves a page with only inline code alone', async () => {
    const js = await compiled('Run `npm ci` first.\n');
    expect(js).not.toContain(HIGHLIGHTER_MODULE);
    expect(js).not.toContain(CODE_BLOCK_MODULE);
  });
});
