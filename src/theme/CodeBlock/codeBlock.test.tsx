/**
 * The CodeBlock wrapper (src/theme/CodeBlock/index.tsx) without and with the highlighter registered.
 * The real pages are covered end to end by e2e/code-highlighting.spec.ts.
 */
import {useContext, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import CodeBlock from './index';
import {PrebuiltLines, registered} from './registry';

vi.mock('@docusaurus/BrowserOnly', () => ({default: ({fallback}: {fallback: ReactNode}) => fallback}));
vi.mock('@theme/LiveCodeBlock', () => ({default: () => <div>live editor</div>}));
vi.mock('@docusaurus/theme-common', () => ({useThemeConfig: () => ({liveCodeBlock: {playgroundPosition: 'bottom'}})}));
vi.mock('@theme/Playground/Container', () => ({default: ({children}: {children: ReactNode}) => <div>{children}</div>}));
vi.mock('@theme/Playground/Header', () => ({
  default: ({children, buttons}: {children: ReactNode; buttons?: ReactNode}) => (
    <h3>
      {children}
      {buttons}
    </h3>
  ),
}));

describe('CodeBlock', () => {
  // Each test starts as a page does before its code block's chunk is evaluated: with none registered.
  beforeEach(() => {
    registered.highlighter = null;
  });

  it('without the highlighter, still shows the code, uncoloured, and says what import is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(<CodeBlock className="language-bash">{'npm ci\n'}</CodeBlock>);
    expect(html).toContain('<code>npm ci</code>');
    expect(error.mock.calls.join(' ')).toContain("import '@site/src/theme/CodeBlock/highlighter'");
    error.mockRestore();
  });

  it('renders the registered highlighter, synchronously and with no wrapper of its own', () => {
    registered.highlighter = ({children}) => <pre data-highlighted="">{children}</pre>;
    expect(renderToString(<CodeBlock className="language-bash">npm ci</CodeBlock>)).toBe(
      '<pre data-highlighted="">npm ci</pre>',
    );
  });

  it('renders a live block as its highlighted code until the editor arrives in the browser', () => {
    registered.highlighter = ({children}) => <pre data-highlighted="">{children}</pre>;
    const html = renderToString(
      <CodeBlock className="language-tsx" live>
        {'<Button>Buy</Button>'}
      </CodeBlock>,
    );
    expect(html).toBe('<pre data-highlighted="">&lt;Button&gt;Buy&lt;/Button&gt;</pre>');
  });

  it('hands build-time highlighted lines to the block through PrebuiltLines', () => {
    const Lines = () => <pre>{useContext(PrebuiltLines)?.join('|')}</pre>;
    registered.highlighter = Lines;
    const html = renderToString(
      <CodeBlock className="language-bash" highlighted={JSON.stringify(['<b>npm</b> ci', ''])}>
        {'npm ci\n\n'}
      </CodeBlock>,
    );
    expect(html).toBe('<pre>&lt;b&gt;npm&lt;/b&gt; ci|</pre>');
  });

  it('renders a live block with a build-time preview as code, an Edit button and the preview, without the editor', () => {
    registered.highlighter = ({children}) => <pre data-highlighted="">{children}</pre>;
    const html = renderToString(
      <CodeBlock className="language-tsx" live previewHtml='<button data-store-button="true">Buy</button>'>
        {'<Button>Buy</Button>'}
      </CodeBlock>,
    );
    expect(html).toContain('<pre data-highlighted="">&lt;Button&gt;Buy&lt;/Button&gt;</pre>');
    expect(html).toContain('<div data-live-preview="static"><button data-store-button="true">Buy</button></div>');
    expect(html).toMatch(/<button[^>]*aria-label="Edit this example"[^>]*>Edit<\/button>/);
    expect(html).not.toContain('live editor');
  });
});
