/**
 * Replaces theme-live-codeblock's preview, which rendered the example in the page: the example now
 * renders in the sandboxed live-example frame (src/components/live-frame). Until the frame has
 * rendered it, the build-time preview the code block passes down stays on screen, so the example
 * never flashes empty; what the reader clicked there is then made again in the frame.
 */
import {useContext, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import previewStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Preview/styles.module.css';
import LiveFrame from '@site/src/components/live-frame/LiveFrame';
import {StaticPreview, replayOf} from '@site/src/components/live-frame/staticPreview';
import {useLiveCode} from '@site/src/components/live-frame/LiveCode';
import {frameRelease} from '@site/src/components/live-frame/releases';
import {referenceVersions} from '@site/src/components/reference/versions/data';
import styles from './styles.module.css';

export default function PlaygroundPreview(): ReactNode {
  const {code, noInline} = useLiveCode();
  const {html, replay, releases, onUse, onTakenOver} = useContext(StaticPreview);
  const installed = referenceVersions.defaults.ui;
  // An example written for older releases runs with the reader's, or the newest it is written for.
  const release = frameRelease(releases?.holds, releases?.reader ?? null, installed);
  const [shown, setShown] = useState(html === undefined);
  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      <div className={previewStyles.playgroundPreview}>
        {!shown && (
          <div
            onFocus={(event) => onUse?.(replayOf(event, 'focus'))}
            onPointerDown={(event) => onUse?.(replayOf(event, 'click'))}
          >
            <div data-live-preview="static" dangerouslySetInnerHTML={{__html: html ?? ''}} />
          </div>
        )}
        <LiveFrame
          code={code}
          noInline={noInline}
          title="Result of the example"
          errorClassName={styles.error}
          replay={replay}
          release={release}
          hidden={!shown}
          onFirstOutcome={() => {
            setShown(true);
            onTakenOver?.();
          }}
        />
      </div>
    </>
  );
}
