/**
 * The playground's two panes, code and preview, laid out the same whether they hold the static
 * example the page was built with or the live editor and its sandboxed preview, so that nothing moves
 * when the editor takes over.
 */
import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';
import layout from '@site/src/css/panes.module.css';

export default function Panes({code, preview}: {code: ReactNode; preview: ReactNode}): ReactNode {
  const id = useId();
  return (
    <div className={layout.panes}>
      <section aria-labelledby={`${id}-code`} className={styles.pane}>
        <h2 id={`${id}-code`} className={styles.paneTitle}>
          Code
        </h2>
        {code}
      </section>
      <section aria-labelledby={`${id}-preview`} className={styles.pane}>
        <h2 id={`${id}-preview`} className={styles.paneTitle}>
          Preview
        </h2>
        <div className={styles.preview} data-playground-preview>
          {preview}
        </div>
      </section>
    </div>
  );
}
