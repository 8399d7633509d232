/**
 * The classic CodeBlock's Content (wrapped): with build-time lines (src/plugins/code-highlighter) it
 * renders them as HTML, one element per line, so the page needs no Prism and hydrating a long
 * block costs a few elements instead of one per token. Line numbers, highlighted lines, word wrap
 * and the code theme's plain colours work as in the original. Without build-time lines it renders
 * the original, Prism-based Content (registered by CodeBlock/highlighter).
 */
import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {PrebuiltLines, registeredPrismContent} from '../registry';
import styles from './styles.module.css';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const prebuilt = useContext(PrebuiltLines);
  const {metadata, wordWrap} = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const codeLines = metadata.code.split('\n');
  // Magic comments remove lines from the code, so build-time lines no longer match: use Prism.
  let lines = prebuilt && prebuilt.length === codeLines.length ? prebuilt : null;
  if (!lines) {
    const PrismContent = registeredPrismContent();
    if (PrismContent) return <PrismContent className={className} />;
    lines = codeLines.map(escape);
  }
  const numbered = metadata.lineNumbersStart !== undefined;
  // Both modes' plain colours, applied by CSS: the static HTML is right in either mode before
  // hydration, and switching modes re-renders nothing.
  const plainColours = {
    '--code-l-fg': prism.theme.plain.color,
    '--code-l-bg': prism.theme.plain.backgroundColor,
    '--code-d-fg': (prism.darkTheme ?? prism.theme).plain.color,
    '--code-d-bg': (prism.darkTheme ?? prism.theme).plain.backgroundColor,
  } as React.CSSProperties;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        contentStyles.codeBlock,
        styles.prebuiltPre,
        'thin-scrollbar',
      )}
      style={plainColours}
    >
      <code
        className={clsx(
          contentStyles.codeBlockLines,
          numbered && contentStyles.codeBlockLinesWithNumbering,
          styles.prebuilt,
        )}
        style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}
      >
        {lines.map((html, i) => (
          <div key={i} className={clsx('token-line', metadata.lineClassNames[i], numbered && lineStyles.codeLine)}>
            {numbered && <span className={lineStyles.codeLineNumber} />}
            <span
              className={numbered ? lineStyles.codeLineContent : undefined}
              dangerouslySetInnerHTML={{__html: html}}
            />
            <br />
          </div>
        ))}
      </code>
    </pre>
  );
}
