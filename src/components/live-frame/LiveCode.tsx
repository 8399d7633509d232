/**
 * The editing side of a live example or of the playground, which stays in the page: react-live's
 * editor reads its code from react-live's context, which this provider fills without evaluating
 * anything (the pages' policy forbids `eval`). The code the reader has typed so far is in
 * `useLiveCode()`, for the preview frame (./LiveFrame) to render.
 */
import {createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode} from 'react';
import {LiveContext} from 'react-live';
import {usePrismTheme} from '@docusaurus/theme-common';

interface LiveCode {
  code: string;
  noInline: boolean;
}

const CurrentCode = createContext<LiveCode>({code: '', noInline: false});

export const useLiveCode = (): LiveCode => useContext(CurrentCode);

export function LiveCodeProvider({
  code,
  noInline = false,
  onChange,
  children,
}: {
  /** The code the editor starts with (a new `key` on the provider starts it again). */
  code: string;
  noInline?: boolean;
  onChange?: (code: string) => void;
  children: ReactNode;
}): ReactNode {
  const theme = usePrismTheme();
  const [current, setCurrent] = useState(code);
  // react-live's editor binds its editing to the element it rendered on its second render, and takes
  // the focus off the editor when it does: that must happen once, right after mounting, as react-live's
  // own provider causes by evaluating the code, and not on the reader's first keystroke. A layout
  // effect renders it again in the same task as the first render, before the editor is given the
  // focus (./FocusEditor): a key the reader presses as soon as the editor shows focus is not lost to
  // that second render.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  const live = useMemo(
    () => ({
      code,
      language: 'tsx',
      theme,
      disabled: false,
      mounted,
      onChange: (next: string) => {
        setCurrent(next);
        onChange?.(next);
      },
    }),
    [code, theme, onChange, mounted],
  );
  const value = useMemo(() => ({code: current, noInline}), [current, noInline]);
  return (
    <LiveContext.Provider value={live as never}>
      <CurrentCode.Provider value={value}>{children}</CurrentCode.Provider>
    </LiveContext.Provider>
  );
}
