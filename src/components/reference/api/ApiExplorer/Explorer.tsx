/**
 * The offline API explorer: a GraphQL editor that completes and checks operations against
 * the real FastStore API schema, and a Run button that answers them in the browser from mock data.
 * Loaded by ./index.tsx when the reader starts to edit or run, so no page downloads CodeMirror and
 * graphql-js before that.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import type {EditorView} from '@codemirror/view';
import schemaFile from '@generated/faststore-api-reference/default/schema.json';
import {createEditor} from './editorExtensions';
import {buildSchema} from 'graphql';
import {runOperation, type RunResult} from './runOperation';
import {ExplorerLayout} from './Layout';
import styles from './styles.module.css';

const {sdl} = schemaFile;

export interface ExplorerProps {
  operation: string;
  /** The variables, kept by the static view (./index.tsx), where the reader may already have typed. */
  vars: string;
  setVars: (vars: string) => void;
  /** What the reader did that loaded the editor: run the operation, or start editing it. */
  start: 'run' | 'edit';
}

export default function Explorer({operation, vars, setVars, start}: ExplorerProps): ReactNode {
  const schema = useMemo(() => buildSchema(sdl), []);
  const editorParent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const varsRef = useRef(vars);
  varsRef.current = vars;
  const [outcome, setOutcome] = useState<RunResult | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    if (!view.current) return;
    setRunning(true);
    try {
      setOutcome(await runOperation(schema, view.current.state.doc.toString(), varsRef.current));
    } finally {
      setRunning(false);
    }
  }, [schema]);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (!editorParent.current) return undefined;
    view.current = createEditor(editorParent.current, {
      doc: operation,
      schema,
      label: 'GraphQL operation',
      onRun: () => void runRef.current(),
    });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
  }, [operation, schema]);

  // Finish what the reader started on the static view.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (start === 'run') void runRef.current();
    else view.current?.focus();
  }, [start]);

  return (
    <ExplorerLayout
      editor={(hintId) => <div ref={editorParent} className={styles.editor} aria-describedby={hintId} />}
      vars={vars}
      setVars={setVars}
      onRun={() => void run()}
      running={running}
      outcome={outcome}
    />
  );
}
