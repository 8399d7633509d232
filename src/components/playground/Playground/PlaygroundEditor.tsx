/**
 * The live side of the playground, fetched when the reader starts to edit: react-live's editor, and
 * the preview in the sandboxed live-example frame (src/components/live-frame), with React and every
 * `@faststore/ui` export in scope, the same names a ```tsx live block sees; errors show below it.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import * as React from 'react';
import {LiveContext, LiveEditor} from 'react-live';
import FocusEditor from '@site/src/components/live-frame/FocusEditor';
import LiveFrame from '@site/src/components/live-frame/LiveFrame';
import {LiveCodeProvider, useLiveCode} from '@site/src/components/live-frame/LiveCode';
import Panes from './Panes';
import styles from './styles.module.css';

/**
 * react-live's editor is a content-editable <pre> with no name or role; give it both so assistive
 * technology announces it as the code editor, and let Tab leave it (`tabMode="focus"`) so the
 * keyboard is never trapped in it.
 */
function CodeEditor({label, onCodeChange}: {label: string; onCodeChange: (code: string) => void}): ReactNode {
  const live = React.useContext(LiveContext);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = wrapper.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', label);
  });
  return (
    <div ref={wrapper} className={styles.editor}>
      <LiveEditor
        tabMode="focus"
        onChange={(code: string) => {
          live.onChange?.(code);
          onCodeChange(code);
        }}
      />
    </div>
  );
}

function Preview(): ReactNode {
  const {code} = useLiveCode();
  return <LiveFrame code={code} look="playground" title="Preview of the code" errorClassName={styles.error} />;
}

export default function PlaygroundEditor({
  code,
  onCodeChange,
  focusEditor,
}: {
  /** The code the editor starts with; the caller gives the component a new `key` to start again. */
  code: string;
  onCodeChange: (code: string) => void;
  focusEditor: boolean;
}): ReactNode {
  const editor = useRef<HTMLDivElement>(null);
  return (
    <LiveCodeProvider code={code}>
      <Panes
        code={
          <div ref={editor}>
            <CodeEditor label="Code editor" onCodeChange={onCodeChange} />
            {focusEditor && <FocusEditor within={editor} />}
          </div>
        }
        preview={<Preview />}
      />
    </LiveCodeProvider>
  );
}
