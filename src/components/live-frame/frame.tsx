/**
 * The script of the live-example frame (`/live-frame/`), bundled on its own by
 * src/plugins/live-frame: React 19, react-live's evaluation (sucrase, then `new Function`) and
 * `@faststore/ui`. It renders whatever code the embedding page sends and answers with the outcome
 * and the height its content needs. It runs in a sandbox without `allow-same-origin`, so the code a
 * reader types cannot reach the site's pages, storage or cookies.
 */
import React, {Profiler, useContext, useEffect, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {LiveContext, LivePreview, LiveProvider} from 'react-live';
import {LIVE_SCOPE} from './scope';
import {withoutImports} from './imports';
import {CHANNEL, isToFrame, type ColorMode, type FromFrame, type ToFrame, type Unmarked} from './protocol';

// The statement form react-live needs for an expression such as `<Button>Add</Button>`.
const transformCode = (code: string) => `${code};`;

/** Replies go to the site that embeds the frame (the frame's URL is on it), never to another one. */
const PARENT_ORIGIN = window.location.origin;

function send(message: Unmarked<FromFrame>): void {
  window.parent.postMessage({channel: CHANNEL, ...message}, PARENT_ORIGIN);
}

const contentHeight = () => Math.ceil(document.documentElement.getBoundingClientRect().height);

function applyTheme(theme: ColorMode): void {
  document.documentElement.dataset.theme = theme;
}

/** Tells the page what became of the code: rendered, or the error react-live caught. */
function Outcome({code}: {code: string}): null {
  const {error} = useContext(LiveContext) as {error?: string};
  useEffect(() => {
    // After React has committed what the code rendered, so that the height includes it. Not an
    // animation frame: browsers pause those in a frame the page has not shown yet.
    const timer = setTimeout(() => {
      if (error) send({type: 'error', message: error, height: contentHeight()});
      else send({type: 'rendered', height: contentHeight()});
    });
    return () => clearTimeout(timer);
  }, [error, code]);
  return null;
}

/** An outcome the frame decides itself, without evaluating the code: the page shows it as an error. */
function Refused({message, code}: {message: string; code: string}): null {
  useEffect(() => {
    const timer = setTimeout(() => send({type: 'error', message, height: contentHeight()}));
    return () => clearTimeout(timer);
  }, [message, code]);
  return null;
}

/**
 * An example commits once on mount and a few times after each thing the reader does (the value, then
 * what an effect derives from it). One that re-renders without end commits back to back, each commit
 * starting the next; past this many such commits in a row, with no input from the reader in between, the
 * frame unmounts it before it freezes the reader's tab, and says so. A timer or an animation commits on
 * its own clock, a frame or more apart, and runs as long as it likes.
 */
const COMMIT_BOUND = 50;
/** Commits closer than one screen frame (60 Hz) belong to one chain. */
const CHAIN_GAP_MS = 16;
/** More commits than this within a second is a loop whatever its pace (a screen shows 60 frames). */
const COMMITS_PER_SECOND = 240;
const KEEPS_RENDERING =
  'This example keeps re-rendering: it rendered again and again, faster than a screen can show, without anything you did, so it was stopped. ' +
  'A common cause is a function created on every render (such as an inline onChange that sets state) that a component calls after each render; ' +
  'pass a function that keeps its identity, such as the state setter. Edit the code to run it again.';

const burst = {chain: 0, last: 0, second: [] as number[]};
const resetBurst = () => {
  burst.chain = 0;
  burst.second = [];
};
for (const type of ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart']) {
  window.addEventListener(type, resetBurst, true);
}

/** Whether a commit at `now` makes the example a runaway: a long chain of back-to-back commits, or too many in a second. */
function runaway(now: number): boolean {
  burst.chain = now - burst.last < CHAIN_GAP_MS ? burst.chain + 1 : 1;
  burst.last = now;
  burst.second = [...burst.second.filter((t) => now - t < 1000), now];
  return burst.chain > COMMIT_BOUND || burst.second.length > COMMITS_PER_SECOND;
}

type Render = Extract<ToFrame, {type: 'render'}>;

function Frame(): React.ReactNode {
  const [render, setRender] = useState<Render>();
  const [stopped, setStopped] = useState<Render>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== PARENT_ORIGIN || !isToFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'render') {
        applyTheme(message.theme);
        resetBurst();
        setRender(message);
      } else if (message.type === 'theme') applyTheme(message.theme);
      else if (message.type === 'ping') send({type: 'pong', id: message.id});
      else replay(message);
    };
    window.addEventListener('message', onMessage);
    send({type: 'ready'});
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!render) return null;
  if (stopped === render) return <Refused message={KEEPS_RENDERING} code={render.code} />;
  const code = withoutImports(render.code);
  if ('error' in code) return <Refused message={code.error} code={render.code} />;
  const onCommit = () => {
    if (runaway(performance.now())) setStopped(render);
  };
  return (
    <LiveProvider
      code={code.code}
      scope={aliased(code.aliases)}
      noInline={render.noInline}
      transformCode={transformCode}
    >
      <Profiler id="example" onRender={onCommit}>
        <LivePreview />
      </Profiler>
      <Outcome code={render.code} />
    </LiveProvider>
  );
}

/** The example's scope with the names its imports gave their own (`{Button as Btn}`) added. */
function aliased(aliases: readonly [alias: string, name: string][]): Record<string, unknown> {
  if (aliases.length === 0) return LIVE_SCOPE;
  const scope: Record<string, unknown> = LIVE_SCOPE;
  return {...scope, ...Object.fromEntries(aliases.filter(([, name]) => name in scope).map(([a, n]) => [a, scope[n]]))};
}

/** Finds, by child indexes from the example's root, the element the reader used in the static preview. */
function replay({path, tag, action, at, keys = []}: Extract<ToFrame, {type: 'replay'}>): void {
  const attempt = () => {
    let node: Element | null | undefined = document.querySelector('#root > div');
    for (const index of path) node = node?.children[index];
    if (!(node instanceof HTMLElement) || node.tagName !== tag) return false;
    const range = node instanceof HTMLInputElement && node.type === 'range' ? node : null;
    if (range && action === 'click' && at !== undefined) {
      range.focus();
      const min = Number(range.min || 0);
      const max = Number(range.max || 100);
      setRangeValue(range, String(min + at * (max - min)));
    } else if (action === 'click') node.click();
    else node.focus();
    for (const key of keys) press(node, range, key);
    return true;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) observer.disconnect();
  });
  observer.observe(document.body, {childList: true, subtree: true});
  // The example renders something else now (the reader's code changed it): give up.
  setTimeout(() => observer.disconnect(), 10_000);
}

/**
 * Sets a range input's value as the browser does when the reader moves it: through the element's own
 * setter (React watches the instance's), then the events React turns into onChange.
 */
function setRangeValue(range: HTMLInputElement, value: string): void {
  const before = range.value;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(range, value);
  if (range.value === before) return;
  range.dispatchEvent(new Event('input', {bubbles: true}));
  range.dispatchEvent(new Event('change', {bubbles: true}));
}

/**
 * A key the reader pressed before the frame took over: the component's own handlers see it, and,
 * unless one of them prevents it, a range input moves as the browser would move it.
 */
function press(node: HTMLElement, range: HTMLInputElement | null, key: string): void {
  const init = {key, bubbles: true, cancelable: true};
  const handled = !node.dispatchEvent(new KeyboardEvent('keydown', init));
  if (range && !handled) {
    const min = Number(range.min || 0);
    const max = Number(range.max || 100);
    const step = range.step === 'any' || !range.step ? 1 : Number(range.step);
    const value = Number(range.value);
    const page = Math.max(step, (max - min) / 10);
    const next: Record<string, number> = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      PageUp: value + page,
      PageDown: value - page,
      Home: min,
      End: max,
    };
    if (key in next) setRangeValue(range, String(Math.min(max, Math.max(min, next[key]))));
  }
  node.dispatchEvent(new KeyboardEvent('keyup', init));
}

// Portalled components (dialogs, drawers) and anything that grows after the first render change the
// height the page must give the frame.
new ResizeObserver(() => send({type: 'height', height: contentHeight()})).observe(document.documentElement);

// The release of `@faststore/ui` this frame was bundled with, for whoever checks which one ran.
if (process.env.FRAME_UI_RELEASE) document.documentElement.dataset.uiRelease = process.env.FRAME_UI_RELEASE;
if (new URLSearchParams(window.location.search).get('look') === 'playground') {
  document.documentElement.classList.add('playground', 'storefront-look');
}
createRoot(document.getElementById('root')!).render(<Frame />);
