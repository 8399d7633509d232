import type {ReactNode} from 'react';

/** Schema descriptions use Markdown backticks for names; render those as code, the rest as text. */
export default function InlineText({text}: {text: string}): ReactNode {
  const parts = text.trim().split('`');
  return parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
