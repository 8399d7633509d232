/**
 * The script of the live-example frame (`/live-frame/`), bundled on its own by
 * src/plugins/live-frame: React 19, the example's compilation (sucrase, then `new Function`, ./evaluate)
 * and `@faststore/ui`. It renders whatever code the embedding page sends and answers with the outcome
 * and the height its content needs. It runs in a sandbox without `allow-same-origin`, so the code a
 * reader types cannot reach the site's pages, storage or cookies.
 */
import React, {Component, Profiler, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {LIVE_SCOPE} from './scope';
import {withoutImports} from './imports';
import {evaluate, thrownError} from './evaluate';
import {
  CHANNEL,
  REPLAYED_KEYS,
  isToFrame,
  type ColorMode,
  type FromFrame,
  type ToFrame,
  type Unmarked,
} from './protocol';

/** Replies go to the site that embeds the frame (the frame's URL is on it), never to another one. */
const PARENT_ORIGIN = window.location.origin;

function send(message: Unmarked<FromFrame>): void {
  window.parent.postMessage({channel: CHANNEL, ...message}, PARENT_ORIGIN);
}

const contentHeight = () => Math.ceil(document.documentElement.getBoundingClientRect().height);

function applyTheme(theme: ColorMode): void {
  document.documentElement.dataset.theme = theme;
}

/**
 * Tells the page what became of the code it sent as render `id`: rendered, or the error. After React
 * has committed it, so that the height includes it. Not an animation frame: browsers pause those in a
 * frame the page has not shown yet.
 */
function Outcome({id, error}: {id: number; error?: string}): null {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (error !== undefined) send({type: 'error', id, message: error, height: contentHeight()});
      else send({type: 'rendered', id, height: contentHeight()});
    });
    return () => clearTimeout(timer);
  }, [id, error]);
  return null;
}

/** An error the example throws while React renders it, or in an effect: reported instead of what it rendered. */
class Caught extends Component<{id: number; children: ReactNode}, {error?: string}> {
  state: {error?: string} = {};
  static getDerivedStateFromError(error: unknown): {error: string} {
    return {error: thrownError(error)};
  }
  render(): ReactNode {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <Outcome id={this.props.id} error={this.state.error} />
    );
  }
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
        // Only the newest version renders: React renders the last one set, whatever came before it.
        setRender(message);
      } else if (message.type === 'theme') applyTheme(message.theme);
      else if (message.type === 'ping') send({type: 'pong', id: message.id});
      else replay(message);
    };
    window.addEventListener('message', onMessage);
    send({type: 'ready'});
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const evaluated = useMemo(() => {
    if (!render) return undefined;
    const code = withoutImports(render.code);
    if ('error' in code) return code;
    return evaluate(code.code, aliased(code.aliases), render.noInline);
  }, [render]);
  if (!render || !evaluated) return null;
  if (stopped === render) return <Outcome id={render.id} error={KEEPS_RENDERING} />;
  if ('error' in evaluated) return <Outcome id={render.id} error={evaluated.error} />;
  const onCommit = () => {
    if (runaway(performance.now())) setStopped(render);
  };
  const Shown = evaluated.shown;
  return (
    // A new boundary for each version, so that an error of the last one does not hide the next.
    <Caught key={render.id} id={render.id}>
      <Profiler id="example" onRender={onCommit}>
        {/* The element react-live's preview rendered around the example, which the replay's paths start from. */}
        <div>{typeof Shown === 'function' ? <Shown /> : Shown}</div>
      </Profiler>
      <Outcome id={render.id} />
    </Caught>
  );
}

/** The example's scope with the names its imports gave their own (`{Button as Btn}`) added. */
function aliased(aliases: readonly [alias: string, name: string][]): Record<string, unknown> {
  const scope: Record<string, unknown> = LIVE_SCOPE;
  if (aliases.length === 0) return scope;
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
    const field = textField(node);
    if (field && keys.length > 0) {
      // Typed after what the field held, as the reader saw it in the static copy.
      field.focus();
      if (field.selectionStart !== null) field.setSelectionRange(field.value.length, field.value.length);
    }
    for (const key of keys) press(node, range, key, field);
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

/** A field the reader types text into (not a checkbox, a range or a button). */
function textField(node: HTMLElement): HTMLInputElement | HTMLTextAreaElement | null {
  if (node instanceof HTMLTextAreaElement) return node;
  const typed = ['text', 'search', 'email', 'tel', 'url', 'password', 'number'];
  return node instanceof HTMLInputElement && typed.includes(node.type) ? node : null;
}

/** Types a character, or Backspace, into a field as the browser does: at the caret, then the `input` event React listens to. */
function type(field: HTMLInputElement | HTMLTextAreaElement, key: string): void {
  const {value} = field;
  // A number field has no caret position to read: it is typed at its end.
  const start = field.selectionStart ?? value.length;
  const end = field.selectionEnd ?? value.length;
  const from = key === 'Backspace' && start === end ? Math.max(0, start - 1) : start;
  const inserted = key === 'Backspace' ? '' : key;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(
    field,
    value.slice(0, from) + inserted + value.slice(end),
  );
  const caret = from + inserted.length;
  if (field.selectionStart !== null) field.setSelectionRange(caret, caret);
  field.dispatchEvent(new InputEvent('input', {bubbles: true, data: inserted || null}));
}

/**
 * A key the reader pressed before the frame took over: the component's own handlers see it, and,
 * unless one of them prevents it, a range input moves as the browser would move it, and a character
 * typed into a text field is typed into the live one.
 */
function press(
  node: HTMLElement,
  range: HTMLInputElement | null,
  key: string,
  field: HTMLInputElement | HTMLTextAreaElement | null,
): void {
  const init = {key, bubbles: true, cancelable: true};
  const handled = !node.dispatchEvent(new KeyboardEvent('keydown', init));
  if (field && !handled && !REPLAYED_KEYS.includes(key)) type(field, key);
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
