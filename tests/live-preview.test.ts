import {describe, expect, it} from 'vitest';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {renderLivePreview} from '../src/plugins/live-preview/render';
import remarkLivePreview, {previewHtml} from '../src/plugins/remark/livePreview';
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

  it('renders every UI reference example to HTML with the real components of the release it is for', () => {
    const blocks = uiLiveBlocks();
    expect(blocks.length).toBeGreaterThan(0);
    for (const {file, code, meta} of blocks) expect(previewHtml(code, file, meta), file).toMatch(/^<[a-z]/);
  });

  it('renders an example written only for older releases with the newest of them, as the page runs it', () => {
    // Up to 1.9.10 the Slider's bounds are numbers; from 1.9.11 they are objects.
    const code = '<Slider min={0} max={100} />';
    const older = previewHtml(code, 'page.mdx', 'live until=1.9.10');
    expect(older).toContain('aria-valuemax="100"');
    expect(previewHtml(code, 'page.mdx', 'live')).not.toContain('aria-valuemax="100"');
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
