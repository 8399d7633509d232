/**
 * Replaces theme-live-codeblock's editor with the site's (src/components/live-frame/CodeEditor): a
 * named textbox the keyboard can leave, with a hint saying how.
 */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import ResetButton from '@theme/Playground/Buttons/ResetButton';
import editorStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Editor/styles.module.css';
import CodeEditor from '@site/src/components/live-frame/CodeEditor';
import styles from './styles.module.css';

export default function PlaygroundEditor(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <>
      <PlaygroundHeader buttons={<ResetButton />}>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </PlaygroundHeader>
      <CodeEditor
        // Mounted again on hydration, as theme-live-codeblock does, so the dark Prism theme applies.
        key={String(isBrowser)}
        label="Code of the example"
        className={editorStyles.playgroundEditor}
        hintClassName={styles.hint}
      />
    </>
  );
}
