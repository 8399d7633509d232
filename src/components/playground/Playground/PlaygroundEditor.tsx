/**
 * The live side of the playground, fetched when the reader starts to edit: react-live's editor, and
 * the preview in the sandboxed live-example frame (src/components/live-frame), with React and every
 * `@faststore/ui` export in scope, the same names a ```tsx live block sees; errors show below it.
 */
import {useRef, type ReactNode} from 'react';
import CodeEditor from '@site/src/components/live-frame/CodeEditor';
import FocusEditor from '@site/src/components/live-frame/FocusEditor';
import LiveFrame from '@site/src/components/live-frame/LiveFrame';
import {LiveCodeProvider, useLiveCode} from '@site/src/components/live-frame/LiveCode';
import Panes from './Panes';
import styles from './styles.module.css';

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
            <CodeEditor
              label="Code editor"
              className={styles.editor}
              hintClassName={styles.hint}
              onCodeChange={onCodeChange}
            />
            {focusEditor && <FocusEditor within={editor} />}
          </div>
        }
        preview={<Preview />}
      />
    </LiveCodeProvider>
  );
}
