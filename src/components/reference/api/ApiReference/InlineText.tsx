import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';

/**
 * Schema descriptions are written in a little Markdown: `code`, **bold** and [links](url). Render
 * those three; everything else is plain text (no HTML is ever interpreted).
 */
const TOKEN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export default function InlineText({text}: {text: string}): ReactNode {
  const out: ReactNode[] = [];
  const source = text.trim();
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push(source.slice(last, at));
    if (m[1] !== undefined) out.push(<code key={at}>{m[1]}</code>);
    else if (m[2] !== undefined) out.push(<strong key={at}>{m[2]}</strong>);
    else
      out.push(
        <Link key={at} href={m[4]}>
          {m[3]}
        </Link>,
      );
    last = at + m[0].length;
  }
  if (last < source.length) out.push(source.slice(last));
  return out;
}
