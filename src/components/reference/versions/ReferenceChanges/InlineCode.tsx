import React, {type ReactNode} from 'react';

/** A generated sentence whose `backticked` parts are code. */
export default function InlineCode({text}: {text: string}): ReactNode {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) =>
          part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part,
        )}
    </>
  );
}
