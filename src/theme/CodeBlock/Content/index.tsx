/**
 * The classic CodeBlock's Content (wrapped): with build-time lines (src/plugins/code-highlighter) it
 * renders them as one piece of HTML, so the page needs no Prism and hydrating a long block costs
 * one element instead of a few per line and one per token. Line numbers, highlighted lines, word wrap
 * and the code theme's plain colours work as in the original. Without build-time lines it renders
 * the original, Prism-based Content (registered by CodeBlock/highlighter).
 */
import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {PrebuiltLines, registered} from '../registry';
import styles from './styles.module.css';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (text: string) => escape(text).replace(/"/g, '&quot;');

/**
 * All lines of a block as one HTML string, in the classic block's markup (`div.token-line` per line,
 * each ending with `<br>`). One string instead of an element per line: hydrating a block then costs
 * one element however long the code is, which is most of a code-heavy page's hydration.
 */
function linesHtml(lines: readonly string[], lineClassNames: Record<number, string[]>, numbered: boolean): string {
  return lines
    .map((html, i) => {
      const lineClass = attribute(clsx('token-line', lineClassNames[i], numbered && lineStyles.codeLine));
      const number = numbered ? `<span class="${attribute(lineStyles.codeLineNumber)}"></span>` : '';
      const content = numbered ? `<span class="${attribute(lineStyles.codeLineContent)}">` : '<span>';
      return `<div class="${lineClass}">${number}${content}${html}</span><br></div>`;
    })
    .join('');
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const prebuilt = useContext(PrebuiltLines);
  const {metadata, wordWrap} = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const codeLines = metadata.code.split('\n');
  // Magic comments remove lines from the code, so build-time lines no longer match: use Prism.
  let lines = prebuilt?.length === codeLines.length ? prebuilt : null;
  if (!lines) {
    const PrismContent = registered.prismContent;
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
        dangerouslySetInnerHTML={{__html: linesHtml(lines, metadata.lineClassNames, numbered)}}
      />
    </pre>
  );
}
