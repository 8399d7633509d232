/**
 * What the recorder (./record.ts) runs in the page beside a release's script: `record`, which the
 * scripts' examples call for their callbacks, and the readings taken after each step. Written as
 * functions that Playwright serialises into the page, so they use nothing from this module's scope.
 */
import type {Watch} from './scripts';

/** The page's globals these functions share. */
interface FactsWindow {
  calls: [string, unknown[]][];
  record: (name: string, then?: (...args: unknown[]) => void) => (...args: unknown[]) => void;
  exampleRunner: {commits(): number};
}

/**
 * Installs `record`: it keeps each callback's arguments in `calls`, summarised to JSON (an event as its
 * type and its target's name, value and checked state; an element as its tag), and gives the same
 * function for the same prop when nothing is to follow, so a component that calls a new `onChange` on
 * every render is not sent into a loop by the recording itself.
 */
export function installRecorder(): void {
  const w = window as unknown as FactsWindow;
  const summary = (value: unknown, depth: number): unknown => {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
    if (value === undefined) return 'undefined';
    if (typeof value === 'function') return 'function';
    if (value instanceof Element) return `<${value.tagName.toLowerCase()}>`;
    const event = value as {nativeEvent?: Event; type?: string; target?: EventTarget};
    if (value instanceof Event || event.nativeEvent) {
      const target = event.target as HTMLInputElement | null;
      const about: Record<string, unknown> = {event: event.type};
      if (target && 'value' in target) {
        if (target.name) about.name = target.name;
        about.value = target.value;
        if (target.type === 'radio' || target.type === 'checkbox') about.checked = target.checked;
      }
      return about;
    }
    if (depth > 3) return '…';
    if (value instanceof Set) return [...value].map((v) => summary(v, depth + 1));
    if (Array.isArray(value)) return value.map((v) => summary(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, summary(v, depth + 1)]));
  };
  const kept = new Map<string, (...args: unknown[]) => void>();
  w.calls = [];
  w.record = (name, then) => {
    if (!then && kept.has(name)) return kept.get(name)!;
    const fn = (...args: unknown[]) => {
      w.calls.push([name, args.map((a) => summary(a, 0))]);
      then?.(...args);
    };
    if (!then) kept.set(name, fn);
    return fn;
  };
}

/**
 * Waits until React has committed nothing for a few frames and no CSS transition or animation runs,
 * so a reading never depends on how fast the machine is.
 */
export async function settleInPage(): Promise<void> {
  const w = window as unknown as FactsWindow;
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  let quiet = 0;
  let last = w.exampleRunner.commits();
  for (let i = 0; i < 300 && quiet < 3; i++) {
    await frame();
    const now = w.exampleRunner.commits();
    const moving = document.getAnimations().some((a) => a.playState === 'running');
    quiet = now === last && !moving ? quiet + 1 : 0;
    last = now;
  }
}

/** What the watched elements show, the focused element by role and name, and the calls since the last reading. */
export function readInPage(watch: Watch[]): {
  state: Record<string, string | null>;
  focus: string | null;
  calls: [string, unknown[]][];
} {
  const w = window as unknown as FactsWindow;
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const state: Record<string, string | null> = {};
  for (const {label, css, read} of watch) {
    const all = [...document.querySelectorAll(css)];
    const el = all[0] as HTMLInputElement | undefined;
    if (read === 'count') state[label] = String(all.length);
    else if (read.startsWith('selected:')) {
      const at = all.findIndex((e) => e.getAttribute(read.slice('selected:'.length)) === 'true');
      state[label] = at < 0 ? 'none' : String(at + 1);
    } else if (!el) state[label] = null;
    else if (read === 'value') state[label] = el.value;
    else if (read === 'checked') state[label] = String(el.checked);
    else if (read === 'disabled') state[label] = String(el.disabled);
    else if (read === 'text') state[label] = text(el);
    else state[label] = el.getAttribute(read);
  }
  const active = document.activeElement;
  let focus: string | null = null;
  if (active && active !== document.body) {
    const input = active as HTMLInputElement;
    const implicit: Record<string, string> = {BUTTON: 'button', A: 'link', SELECT: 'combobox', TEXTAREA: 'textbox'};
    const inputRoles: Record<string, string> = {
      range: 'slider',
      radio: 'radio',
      checkbox: 'checkbox',
      search: 'searchbox',
    };
    const role =
      active.getAttribute('role') ??
      (active.tagName === 'INPUT'
        ? (inputRoles[input.type] ?? 'textbox')
        : (implicit[active.tagName] ?? active.tagName.toLowerCase()));
    const labelledBy = active
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(' ');
    const name =
      active.getAttribute('aria-label') ??
      (labelledBy || (input.labels?.length ? text(input.labels[0]) : active.tagName === 'INPUT' ? '' : text(active)));
    focus = `${role} "${name.slice(0, 60)}"`;
  }
  const calls = w.calls;
  w.calls = [];
  return {state, focus, calls};
}
