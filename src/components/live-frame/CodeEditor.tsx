/**
 * react-live's editor, as a live example and the playground show it. react-live renders a
 * content-editable <pre> with no role or name that keeps Tab for indenting, so a keyboard user who
 * tabbed into it could not leave. Here it is a named, multi-line textbox whose hint says how the
 * keyboard works: Tab moves on to the next control, unless the reader turns Tab-indenting on with
 * Ctrl+M (as in common code editors); Escape turns it off again, so Escape then Tab always leaves.
 */
import {useContext, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {LiveContext, LiveEditor} from 'react-live';

const TAB_HINT_OFF = 'Tab moves to the next control. Ctrl+M makes Tab indent the code.';
const TAB_HINT_ON = 'Tab indents the code. Escape then Tab leaves the editor.';

export default function CodeEditor({
  label,
  className,
  hintClassName,
  onCodeChange,
}: {
  label: string;
  className?: string;
  hintClassName?: string;
  onCodeChange?: (code: string) => void;
}): ReactNode {
  const live = useContext(LiveContext) as {onChange?: (code: string) => void};
  const wrapper = useRef<HTMLDivElement>(null);
  const hint = useId();
  const [indenting, setIndenting] = useState(false);
  // Read by the key listener as the keys come: Escape then Tab pressed together must leave the editor
  // even before the page has rendered the hint again.
  const indentingNow = useRef(false);
  useEffect(() => {
    const pre = wrapper.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', label);
    pre.setAttribute('aria-describedby', hint);
  });
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const indent = (on: boolean) => {
      indentingNow.current = on;
      setIndenting(on);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') indent(false);
      else if (event.key.toLowerCase() === 'm' && event.ctrlKey && !event.altKey && !event.metaKey) {
        event.preventDefault();
        indent(!indentingNow.current);
      } else if (event.key === 'Tab' && !indentingNow.current) {
        // The editor indents on Tab from a listener on the window: stopping the key on its way there
        // leaves the browser's own Tab, which moves the focus.
        event.stopPropagation();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div ref={wrapper}>
      <LiveEditor
        className={className}
        tabMode="indentation"
        onChange={(code: string) => {
          live.onChange?.(code);
          onCodeChange?.(code);
        }}
      />
      <p id={hint} className={hintClassName} aria-live="polite">
        {indenting ? TAB_HINT_ON : TAB_HINT_OFF}
      </p>
    </div>
  );
}
