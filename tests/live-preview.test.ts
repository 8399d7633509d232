import {describe, expect, it} from 'vitest';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {renderLivePreview} from '../src/plugins/live-preview/render';
import remarkLivePreview from '../src/plugins/remark/livePreview';
import {type MdNode} from '@faststore-docs/shared/codeBlocks';
import {uiLiveBlocks} from './uiExamples';

describe('live-preview', () => {
  it('gives every ```live block its preview, at any depth, and no other block', () => {
    const tree = unified()
      .use(remarkParse)
      .parse(
        [
          '```tsx live\n<Button>Top</Button>\n```',
          '- ```tsx live\n  <Button>Listed</Button>\n  ```',
          '```tsx\n<Button />\n```',
        ].join('\n\n'),
      ) as MdNode;
    remarkLivePreview()(tree, {path: 'page.mdx'});
    const previews: unknown[] = [];
    visit(tree, 'code', (node: MdNode) => {
      previews.push((node.data?.hProperties as {previewHtml?: string} | undefined)?.previewHtml);
    });
    expect(previews).toEqual([
      expect.stringContaining('>Top</button>'),
      expect.stringContaining('>Listed</button>'),
      undefined,
    ]);
  });

  it('renders every UI reference example to HTML with the real components', () => {
    const blocks = uiLiveBlocks();
    expect(blocks.length).toBeGreaterThan(0);
    for (const {file, code} of blocks) {
      const result = renderLivePreview(code);
      expect(result, file).toHaveProperty('html');
      expect('html' in result && result.html, file).toMatch(/^<[a-z]/);
    }
  });

  it('renders the Button example as the button react-live shows', () => {
    const result = renderLivePreview(
      'function Example() {\n  const [n] = React.useState(2);\n  return <Button type="button">Added {n} times</Button>;\n}\n',
    );
    expect(result).toEqual({
      html: '<button data-store-button="true" data-testid="store-button" type="button">Added 2 times</button>',
    });
  });

  it('reports code that does not compile or throws instead of rendering it', () => {
    expect(renderLivePreview('<Button>')).toHaveProperty('error');
    expect(renderLivePreview('function Example() { throw new Error("boom"); }')).toEqual({
      error: expect.stringContaining('boom'),
    });
  });
});
