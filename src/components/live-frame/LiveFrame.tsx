/**
 * The preview of a live example or of the playground: the sandboxed frame `/live-frame/index.html`
 * (src/plugins/live-frame), which renders the reader's code and answers with the outcome. Compile
 * and runtime errors show under the frame, in the page, as react-live's LiveError showed them.
 * The frame has an opaque origin (`sandbox="allow-scripts"` without `allow-same-origin`): the code
 * cannot touch this page, so only messages from that frame's window with the expected shape count.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import {CHANNEL, isFromFrame, type ToFrame, type Unmarked} from './protocol';
import type {Replay} from './staticPreview';
import {frameFolderFor} from './releases';
import {LatestWins} from './latestWins';
import {referenceVersions} from '../reference/versions/data';

interface Props {
  code: string;
  noInline?: boolean;
  /** The playground themes the components like a storefront; live examples show them bare. */
  look?: 'example' | 'playground';
  /** The frame's accessible name. */
  title: string;
  errorClassName?: string;
  /** The first time the code has rendered (or failed): the page can now show the frame. */
  onFirstOutcome?: () => void;
  /** Made on the live example once it has rendered. */
  replay?: Replay;
  hidden?: boolean;
  /** The release of `@faststore/ui` to run the code with (./releases); the installed one when not given. */
  release?: string;
}

/**
 * The page asks the frame every PING_MS whether it still runs; a frame that has not answered within
 * STALL_MS is busy in the reader's code (a loop that never ends) and will never answer: the page
 * says so and replaces it with a fresh frame, which runs the code again once the reader changes it
 * (at once, if the reader already typed on past the version that kept it busy).
 */
const PING_MS = 1000;
const STALL_MS = 5000;
const DID_NOT_FINISH =
  'This example did not finish: its code was still running after 5 seconds (a loop that never ends?), so it was stopped. ' +
  'Your code is kept in the editor: fix it and the example runs again.';

function post(frame: HTMLIFrameElement | null, message: Unmarked<ToFrame>): void {
  // The frame's origin is opaque, so no origin can be named: '*' is the only target that reaches it.
  frame?.contentWindow?.postMessage({channel: CHANNEL, ...message}, '*');
}

export default function LiveFrame({
  code,
  noInline = false,
  look = 'example',
  title,
  errorClassName,
  onFirstOutcome,
  replay,
  hidden = false,
  release,
}: Props): ReactNode {
  const installed = referenceVersions.defaults.ui;
  const folder = frameFolderFor(release ?? installed, installed);
  const src = useBaseUrl(`${folder}/index.html${look === 'playground' ? '?look=playground' : ''}`);
  const {colorMode} = useColorMode();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(0);
  const [error, setError] = useState<string>();
  const outcomes = useRef(0);
  const latest = useRef({onFirstOutcome, replay, colorMode});
  latest.current = {onFirstOutcome, replay, colorMode};
  /** A new frame replaces one that stopped answering. */
  const [generation, setGeneration] = useState(0);
  /** The code that left the last frame running without end: not sent again until the reader changes it. */
  const [stalled, setStalled] = useState<string>();
  const [sender] = useState(() => new LatestWins());
  /** Counts the frame's answers, each of which may let the next version go. */
  const [answers, setAnswers] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || !isFromFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'pong') {
        if (message.id === waiting.current?.id) waiting.current = null;
        return;
      }
      if (message.type === 'ready') {
        setReady(true);
        return;
      }
      if (message.type === 'height') {
        setHeight(message.height);
        return;
      }
      setAnswers((n) => n + 1);
      // An answer about an earlier version: the reader's code has moved on, and so has the frame.
      if (!sender.answered(message.id)) return;
      setHeight(message.height);
      setError(message.type === 'error' ? message.message : undefined);
      outcomes.current += 1;
      if (outcomes.current === 1) {
        latest.current.onFirstOutcome?.();
        const first = latest.current.replay;
        if (first) post(frame.current, {type: 'replay', ...first});
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [sender]);

  // Another release's frame, or a fresh one, is another document: it says when it is ready, and gets
  // the code again then.
  useEffect(() => {
    setReady(false);
    outcomes.current = 0;
    sender.reset();
  }, [src, generation, sender]);
  // A release the reader picks runs their code, even code that kept the previous release's frame busy
  // (it is reported again if it still does not finish there).
  useEffect(() => {
    setStalled(undefined);
    setError(undefined);
  }, [src]);

  const waiting = useRef<{id: number; since: number} | null>(null);
  useEffect(() => {
    // The theme is sent apart below, so that switching it does not render the example again.
    if (!ready || code === stalled) return;
    const next = sender.next({code, noInline});
    if (next) post(frame.current, {type: 'render', id: next.id, ...next.version, theme: latest.current.colorMode});
  }, [ready, code, noInline, stalled, answers, sender]);

  // Measured from the ping, not from the last answer: a background tab runs this timer rarely, but
  // a working frame still answers each ping at once.
  useEffect(() => {
    if (!ready) return undefined;
    waiting.current = null;
    let id = 0;
    const timer = setInterval(() => {
      const pending = waiting.current;
      if (pending === null) {
        id += 1;
        waiting.current = {id, since: Date.now()};
        post(frame.current, {type: 'ping', id});
      } else if (Date.now() - pending.since > STALL_MS) {
        waiting.current = null;
        setStalled(sender.reset()?.code);
        setError(DID_NOT_FINISH);
        setReady(false);
        setGeneration((g) => g + 1);
        latest.current.onFirstOutcome?.();
      }
    }, PING_MS);
    return () => clearInterval(timer);
  }, [ready, generation, sender]);

  useEffect(() => {
    if (ready) post(frame.current, {type: 'theme', theme: colorMode});
  }, [ready, colorMode]);

  return (
    <>
      <iframe
        // Replaced, not navigated, when the release changes: a frame stuck in the reader's code could
        // not leave its document.
        key={`${src} ${generation}`}
        ref={frame}
        src={src}
        title={title}
        sandbox="allow-scripts"
        data-live-frame=""
        // While hidden it has no height but still loads and renders: a frame that is not displayed
        // would not lay out its content, and the page could not learn its height.
        aria-hidden={hidden || undefined}
        tabIndex={hidden ? -1 : undefined}
        style={{display: 'block', width: '100%', height: hidden ? 0 : height, border: 0, colorScheme: colorMode}}
      />
      {/* Always present, so that a message arriving in it (an error, a stopped example) is announced. */}
      <div aria-live="polite" data-live-frame-messages="">
        {error !== undefined && !hidden && <pre className={errorClassName}>{error}</pre>}
      </div>
    </>
  );
}
