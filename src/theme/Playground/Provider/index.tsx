/**
 * Replaces theme-live-codeblock's provider, which evaluates the example in the page with react-live's
 * LiveProvider (`new Function`, which the pages' policy forbids). This one only holds the code: the
 * editor stays in the page, and the preview (`@theme/Playground/Preview`) sends the code to the
 * sandboxed live-example frame. The Reset button starts the editor again, as before.
 */
import {useCallback, useMemo, useState, type ReactNode} from 'react';
import {PlaygroundProvider as ResetContext} from '@docusaurus/theme-live-codeblock/client';
import type {Props} from '@theme/Playground/Provider';
import {LiveCodeProvider} from '@site/src/components/live-frame/LiveCode';

export default function PlaygroundProvider({code, metastring, children}: Props): ReactNode {
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => setResetKey((key) => key + 1), []);
  const value = useMemo(() => ({reset}), [reset]);
  const noInline = metastring?.includes('noInline') ?? false;
  return (
    <ResetContext key={resetKey} value={value}>
      <LiveCodeProvider code={(code ?? '').replace(/\n$/, '')} noInline={noInline}>
        {children}
      </LiveCodeProvider>
    </ResetContext>
  );
}
