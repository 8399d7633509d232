/**
 * Does a documented prop do anything? A props table lists every prop a component's type accepts, but
 * a component can accept a prop and drop it (PriceRange takes `aria-label` and hands it to a Slider
 * that ignores it). The probe renders each component of a release with each documented prop set to a
 * value it can trace, and says whether that value reaches the page.
 *
 * How: React's server renderer (react-dom/server), with the React functions the package's compiled
 * code calls (`createElement`, the JSX runtime, the state and effect hooks, `createPortal`) wrapped
 * for the length of one synchronous render, so nothing else in the process sees them. The markup shows
 * what reaches an attribute or a text; the wrapped `createElement` shows what the server markup
 * cannot: the handlers and refs given to elements, and what is handed to a context provider or to a
 * component of another package (@reach/popover renders into a portal the server never fills). A
 * browser DOM would show the same at the cost of a DOM library in the build; this needs only what the
 * site already runs to render the live examples' previews (./runtime), on every release it covers,
 * whatever module format the release ships.
 *
 * Values by the prop's declared type (./probePlan): a string the probe can find again; two numbers;
 * true and false; each member of a union of literals; a tag name for `as`; a function that notes its
 * calls and returns a probe string; an element with a probe string for a ReactNode; a ref object; an
 * object or a list built the same way, field by field. Required props get a quiet value, and so does
 * `children`; a component that reads its parent's context is rendered inside the components of its
 * folder that provide it; one that renders nothing (a closed Dropdown) is also tried with its boolean
 * props true.
 *
 * A prop reaches the page when, across its renders (each probe value, and no value when optional):
 * - its value shows: a probe string (a function's return value, an element's text) is in the markup;
 * - a function of it is called: while rendering, by an effect (run after the render, as mounting
 *   would), or by a handler of a rendered element (each called with a stand-in event);
 * - it is handed on as is: a function, ref or object of it to a rendered element's handler, ref or
 *   style; any of it to a context provider, to a component of another package, or to a callback the
 *   page gave (the quiet functions below: GroupItem calls its Group's `onSelect` with its `value`);
 * - or what is rendered and handed on differs from one value to the other (booleans, numbers, lists
 *   of literals: `variant`, `isOpen`, `as`).
 * A prop none of these holds for is accepted but not forwarded. One whose renders all throw, whose
 * type gives no value to try, or whose component renders nothing in any setup, is left undecided and
 * not marked.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {ProbePlan} from './probePlan';
import {serverRenderer, uiLoader} from '@faststore-docs/shared/reference/uiRuntime';
import {esEntry} from '../packageFiles';

type ServerRender = ReturnType<typeof serverRenderer>['renderToStaticMarkup'];

const require = createRequire(__filename);

type Props = Record<string, unknown>;
type AnyFunction = (...args: unknown[]) => unknown;

/** A documented prop, with how to make values for it. */
export interface ProbedProp {
  name: string;
  required: boolean;
  plan: ProbePlan;
}

/** A component to probe: its documented props, and the required props it needs to render at all. */
export interface ProbeTarget {
  name: string;
  props: ProbedProp[];
  /**
   * Props the package does not declare that the probe gives a quiet value all the same: the required
   * ones, and `children` (components are used with content; a divider shows only between items).
   */
  given: ProbedProp[];
  /** The folder of its source: a component that needs a parent's context finds it there (AccordionItem). */
  group: string;
}

type Verdict = 'forwarded' | 'not forwarded' | 'undecided';

export interface ComponentVerdicts {
  name: string;
  /** Why no prop could be decided (the component throws whatever it is given), if so. */
  error?: string;
  props: Record<string, Verdict>;
}

/** What one render left behind. */
interface Trace {
  html: string;
  /** Props given to host elements ('div', 'input'…). */
  hosts: Props[];
  /**
   * Context providers' values, the props given to other packages' components, and the arguments the
   * quiet functions (the callbacks a page would give) were called with.
   */
  handedOn: unknown[];
  effects: AnyFunction[];
}

/** The trace of the render under way, where the quiet functions note their calls. */
let current: Trace | undefined;

/** The values one probe made: what it can recognise again. */
class Probe {
  readonly token: string;
  readonly made = new Set<unknown>();
  called = false;
  constructor(id: number) {
    // Letters and digits only, ended by a letter no id has, so the markup holds it verbatim and
    // `fsprobe1z` is not found inside `fsprobe12z…`.
    this.token = `fsprobe${id}z`;
  }
  keep<T>(value: T): T {
    this.made.add(value);
    return value;
  }
}

const STAND_IN_RECT = {top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0};
const noop = () => undefined;
/** Methods that do nothing, by name. */
const noops = (...names: string[]): Props => Object.fromEntries(names.map((name) => [name, noop]));

/** What a ref points at once mounted, and an event's target: enough of an element for handlers to read. */
function standInElement(): Props {
  return {
    value: '1',
    checked: true,
    tagName: 'DIV',
    style: {},
    dataset: {},
    classList: {add: noop, remove: noop, toggle: noop, contains: () => false},
    ...noops('focus', 'blur', 'click', 'scrollTo', 'scrollIntoView', 'addEventListener', 'removeEventListener'),
    setAttribute: noop,
    getAttribute: () => null,
    contains: () => false,
    querySelector: () => null,
    querySelectorAll: () => [],
    getBoundingClientRect: () => STAND_IN_RECT,
    offsetWidth: 0,
    offsetHeight: 0,
    clientWidth: 0,
    scrollWidth: 0,
  };
}

/**
 * A page's `document` while probing, for components that name it while rendering (Modal portals into
 * `document.body`). Only `document`: libraries that ask whether they run in a browser look at `window`.
 */
const standInDocument = (): Props => ({
  body: standInElement(),
  activeElement: null,
  hasFocus: () => false,
  ...noops('addEventListener', 'removeEventListener'),
  getElementById: () => null,
  createElement: standInElement,
});

/** Keys the stand-in events carry, one call each: handlers often act on one key only. */
const EVENT_KEYS = ['Enter', 'Escape', ' ', 'ArrowRight', 'ArrowLeft'];
const standInEvent = (key: string): Props => {
  const target = standInElement();
  return {
    type: 'probe',
    key,
    code: key,
    target,
    currentTarget: target,
    relatedTarget: null,
    nativeEvent: {},
    defaultPrevented: false,
    button: 0,
    detail: 1,
    clientX: 0,
    clientY: 0,
    touches: [],
    changedTouches: [],
    ...noops('preventDefault', 'stopPropagation', 'persist'),
    isDefaultPrevented: () => false,
    isPropagationStopped: () => false,
  };
};

/**
 * The props through which an element uses a function or an object as it is: its handlers, its ref,
 * its style. Anywhere else React writes it out as text ("[object Object]") or drops it; an element's
 * children show in the markup.
 */
const ELEMENT_SLOTS = /^(on[A-Z]\w*|ref|style)$/;

const REACT_CONTEXT = [Symbol.for('react.context'), Symbol.for('react.provider')];

/** Whether `value`, or something inside it (objects, arrays, sets, maps) a few levels down, is `found`. */
function holds(value: unknown, found: (v: unknown) => boolean, depth = 4, seen = new Set<unknown>()): boolean {
  if (found(value)) return true;
  if (depth === 0 || value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  const items = value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  return items.some((item) => holds(item, found, depth - 1, seen));
}

/** A stable text of what a render handed on, for comparing two renders: functions only as "ƒ". */
function fingerprint(value: unknown, depth = 5, seen = new Set<unknown>()): string {
  if (typeof value === 'function') return 'ƒ';
  if (typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (depth === 0 || seen.has(value)) return '…';
  seen.add(value);
  const items = value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value;
  if (Array.isArray(items)) return `[${items.map((i) => fingerprint(i, depth - 1, seen)).join(',')}]`;
  const entries = Object.entries(value).filter(([k]) => k !== '_owner' && k !== '_store');
  return `{${entries.map(([k, v]) => `${k}:${fingerprint(v, depth - 1, seen)}`).join(',')}}`;
}

/**
 * The components of the packages a release imports (other than React): a value handed to one of them
 * is out of the release's hands, which the probe counts as forwarded (@reach/popover portals its
 * content on the client only).
 */
function otherPackagesComponents(pkgDir: string): Set<unknown> {
  const dist = path.join(pkgDir, 'dist');
  const names = new Set<string>();
  const files = fs.readdirSync(dist, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of text.matchAll(/(?:from\s*|require\()\s*['"]([^'"./][^'"]*)['"]/g)) {
      const parts = m[1].split('/');
      names.add(m[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  const fromPackage = createRequire(path.join(pkgDir, 'package.json'));
  const components = new Set<unknown>();
  for (const name of names) {
    if (name === 'react' || name === 'react-dom') continue;
    let exported: unknown;
    try {
      exported = fromPackage(name);
    } catch {
      continue;
    }
    if (exported === null || (typeof exported !== 'object' && typeof exported !== 'function')) continue;
    for (const value of [exported, ...Object.values(exported as Props)]) {
      if (typeof value === 'function' || (typeof value === 'object' && value !== null)) components.add(value);
    }
  }
  return components;
}

/**
 * A value of the plan's kind. With a probe, the value number `variant` it tries, made recognisable
 * (its strings hold the probe's token, its functions and objects are kept); without, the quiet value
 * a required prop gets: required booleans true (a Modal's `isOpen`), small numbers (a count renders
 * that many items), callbacks that note what they are called with.
 */
function valueOf(plan: ProbePlan, probe?: {probe: Probe; variant: number; token: string}): unknown {
  const text = probe ? `${probe.token}${probe.variant}` : 'fsbase';
  const keep = <T>(value: T): T => (probe ? probe.probe.keep(value) : value);
  const nested = (of: ProbePlan, suffix: string) => valueOf(of, probe && {...probe, token: `${probe.token}${suffix}`});
  switch (plan.kind) {
    case 'string':
      return text;
    case 'number':
      return probe ? [2, 5][probe.variant] : 3;
    case 'boolean':
      return probe ? probe.variant === 0 : true;
    case 'literal':
      return plan.values[probe?.variant ?? 0];
    case 'elementType':
      return probe ? ['section', 'article'][probe.variant] : 'div';
    case 'function': {
      if (!probe) {
        // A page's callback: what the component calls it with is something it passes on (GroupItem's
        // `value`, handed to its Group's `onSelect`).
        return (...args: unknown[]): string => {
          current?.handedOn.push(args);
          return text;
        };
      }
      return keep((): string => {
        probe.probe.called = true;
        return text;
      });
    }
    case 'node': {
      const react = require('react') as typeof import('react');
      // Two items for the quiet value: what goes between items (a divider) shows only then.
      if (!probe) return ['a', 'b'].map((key) => react.createElement('span', {key}, text));
      return keep(react.createElement('span', {'data-probe': text}, text));
    }
    case 'ref':
      return keep({current: null});
    case 'array':
      return keep([nested(plan.of, 'a')]);
    case 'object':
      return keep(
        Object.fromEntries(Object.entries(plan.fields).map(([name, field], i) => [name, nested(field, `f${i}`)])),
      );
    case 'none':
      return undefined;
  }
}

/** How many values the probe tries for a plan. */
const variantsOf = (plan: ProbePlan): number => (plan.kind === 'literal' ? plan.values.length : 2);

/** Renders after the first that replay the state handlers and effects set (see `traced`). */
const MAX_ROUNDS = 3;

/**
 * Renders `element` with React's functions wrapped to note what the package's code does, then does
 * what mounting would: attaches refs to stand-in elements, runs the effects, calls each rendered
 * element's handlers with stand-in events, and runs the timers all that set. The server ignores a
 * state update made after its render, so the probe notes them (state hooks by the order they are
 * called in) and renders again starting from the updated state, as a browser would re-render: what
 * shows only after an interaction (Carousel's `transition`, while it slides) shows then.
 */
function traced(element: unknown, otherPackages: Set<unknown>): Trace {
  const React = require('react') as Props;
  const ReactDOM = require('react-dom') as Props;
  const runtimes = ['react/jsx-runtime', 'react/jsx-dev-runtime'].map((id) => require(id) as Props);
  const trace: Trace = {html: '', hosts: [], handedOn: [], effects: []};
  current = trace;
  const isContext = (type: unknown) =>
    typeof type === 'object' && type !== null && REACT_CONTEXT.includes((type as {$$typeof?: symbol}).$$typeof!);
  const note = (type: unknown, props: unknown) => {
    if (typeof type === 'string') trace.hosts.push((props ?? {}) as Props);
    else if (isContext(type)) trace.handedOn.push((props as Props | null)?.value);
    else if (otherPackages.has(type)) trace.handedOn.push(props);
  };
  const saved: [Props, string, unknown][] = [];
  const wrap = (target: Props, key: string, make: (original: AnyFunction) => AnyFunction) => {
    const original = target[key];
    if (typeof original !== 'function') return;
    saved.push([target, key, original]);
    target[key] = make(original as AnyFunction);
  };
  const timers: AnyFunction[] = [];
  // State hooks by call order: the state each starts from in this round, and what was set since.
  let hook = 0;
  let startFrom = new Map<number, unknown>();
  let updated = new Map<number, unknown>();
  const g = globalThis as unknown as Props;
  const hadDocument = 'document' in g;
  const quiet = {error: console.error, warn: console.warn};
  try {
    wrap(
      React,
      'createElement',
      (original) =>
        function createElement(this: unknown, ...args: unknown[]) {
          const made = original.apply(this, args) as {props?: unknown};
          note(args[0], made?.props);
          return made;
        },
    );
    /** Each of the functions `keys` of `target` shows its arguments to `see` before it runs. */
    const seeing = (target: Props, keys: string[], see: (args: unknown[]) => void) => {
      for (const key of keys) {
        wrap(
          target,
          key,
          (original) =>
            function seen(this: unknown, ...args: unknown[]) {
              see(args);
              return original.apply(this, args);
            },
        );
      }
    };
    for (const runtime of runtimes) seeing(runtime, ['jsx', 'jsxs', 'jsxDEV'], (args) => note(args[0], args[1]));
    seeing(React, ['useEffect', 'useLayoutEffect', 'useInsertionEffect'], ([effect]) => {
      if (typeof effect === 'function') trace.effects.push(effect as AnyFunction);
    });
    wrap(
      React,
      'useState',
      (original) =>
        function useState(this: unknown, initial: unknown) {
          const at = hook++;
          const [value, set] = original.call(this, startFrom.has(at) ? startFrom.get(at) : initial) as [
            unknown,
            AnyFunction,
          ];
          const setState = (next: unknown) => {
            const current = updated.has(at) ? updated.get(at) : value;
            updated.set(at, typeof next === 'function' ? (next as AnyFunction)(current) : next);
            return set(next);
          };
          return [value, setState];
        },
    );
    wrap(
      React,
      'useReducer',
      (original) =>
        function useReducer(this: unknown, ...[reducer, initialArg, init]: unknown[]) {
          const at = hook++;
          const [state, dispatch] = (
            startFrom.has(at)
              ? original.call(this, reducer, startFrom.get(at))
              : original.call(this, reducer, initialArg, init)
          ) as [unknown, AnyFunction];
          const dispatchAction = (action: unknown) => {
            updated.set(at, (reducer as AnyFunction)(updated.has(at) ? updated.get(at) : state, action));
            return dispatch(action);
          };
          return [state, dispatchAction];
        },
    );
    // The server renders no portal; rendered in place, its content is in the markup like the rest.
    wrap(ReactDOM, 'createPortal', () => (children: unknown) => children);
    for (const key of ['setTimeout', 'setInterval', 'requestAnimationFrame']) {
      saved.push([g, key, g[key]]);
      g[key] = (callback: unknown) => {
        if (typeof callback === 'function') timers.push(callback as AnyFunction);
        return 0;
      };
    }
    if (!hadDocument) g.document = standInDocument();
    // React's development warnings about the probe's made-up values are not the site's to fix.
    console.error = noop;
    console.warn = noop;

    const attempt = (fn: () => unknown) => {
      try {
        fn();
      } catch {
        // A handler that needs more of the browser than the stand-ins have: its other effects still count.
      }
    };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const hosts = trace.hosts.length;
      const effects = trace.effects.length;
      hook = 0;
      let html: string;
      try {
        html = serverRenderer().renderToStaticMarkup(element as Parameters<ServerRender>[0]);
      } catch (error) {
        // The first render failing fails the probe; a later one only ends the replay.
        if (round === 0) throw error;
        break;
      }
      trace.html += `${round > 0 ? '\n' : ''}${html}`;
      const rendered = trace.hosts.slice(hosts);
      for (const props of rendered) {
        const ref = props.ref;
        if (typeof ref === 'function') attempt(() => (ref as AnyFunction)(standInElement()));
        else if (ref && typeof ref === 'object' && 'current' in ref) (ref as Props).current = standInElement();
      }
      for (const effect of trace.effects.slice(effects)) attempt(effect);
      for (const props of rendered) {
        for (const [key, handler] of Object.entries(props)) {
          if (!/^on[A-Z]/.test(key) || typeof handler !== 'function') continue;
          for (const k of EVENT_KEYS) attempt(() => (handler as AnyFunction)(standInEvent(k)));
        }
      }
      for (const timer of timers.splice(0)) attempt(timer);
      if (updated.size === 0) break;
      startFrom = new Map([...startFrom, ...updated]);
      updated = new Map();
    }
    return trace;
  } finally {
    current = undefined;
    console.error = quiet.error;
    console.warn = quiet.warn;
    if (!hadDocument) delete g.document;
    for (const [target, key, original] of saved.reverse()) target[key] = original;
  }
}

/** What one render of a probe showed: whether the probe's values were seen, and a text to compare. */
function observe(trace: Trace, probe: Probe): {seen: boolean; print: string} {
  const mine = (v: unknown) => probe.made.has(v) || (typeof v === 'string' && v.includes(probe.token));
  const seen =
    probe.called ||
    trace.html.includes(probe.token) ||
    trace.hosts.some((props) =>
      Object.entries(props).some(([key, v]) => ELEMENT_SLOTS.test(key) && holds(v, (x) => probe.made.has(x), 3)),
    ) ||
    trace.handedOn.some((value) => holds(value, mine));
  return {seen, print: `${trace.html}\n${fingerprint(trace.handedOn)}`};
}

/** The quiet values of the props a component is always given (the required ones, children). */
function baseProps(target: ProbeTarget): Props {
  const base: Props = {};
  for (const prop of target.props) if (prop.required) base[prop.name] = valueOf(prop.plan);
  for (const prop of target.given) base[prop.name] = valueOf(prop.plan);
  return base;
}

/** The optional boolean props of a component, all true: what opens a closed Dropdown or Modal. */
function opened(target: ProbeTarget): Props {
  return Object.fromEntries(
    target.props.filter((p) => !p.required && p.plan.kind === 'boolean').map((p) => [p.name, true]),
  );
}

/** How a component is rendered for the probe: its quiet props, and what it is rendered inside. */
interface Setup {
  base: Props;
  wrap: (element: unknown) => unknown;
}

/**
 * Probes every documented prop of every component of the release in `pkgDir` (its `esEntry`). Returns
 * null for a package without compiled code (declaration-only fixtures).
 */
export function probeForwarding(pkgDir: string, targets: readonly ProbeTarget[]): ComponentVerdicts[] | null {
  const entry = esEntry(pkgDir) ?? path.join(pkgDir, 'dist/index.js');
  if (!fs.existsSync(entry)) return null;
  const exports = uiLoader(pkgDir)(entry) as Props;
  const otherPackages = otherPackagesComponents(pkgDir);
  const React = require('react') as typeof import('react');
  const create = (name: string, props: Props) => React.createElement(exports[name] as React.ElementType, props);

  /**
   * The first setup in which the component renders something: alone, then (when it reads a parent's
   * context, like AccordionItem) inside one or two other components of its folder, outermost first;
   * each with children and without (an input takes none), closed and opened. A component that renders
   * nothing in any of them shows nothing a prop could reach, so its props stay undecided.
   */
  const setupOf = (target: ProbeTarget): Setup | {error: string} => {
    const kin = targets.filter((t) => t.group === target.group && t.name !== target.name && exports[t.name]);
    const chains: ProbeTarget[][] = [
      [],
      ...kin.map((p) => [p]),
      ...kin.flatMap((p) => kin.filter((q) => q !== p).map((q) => [p, q])),
    ];
    let error = 'renders nothing';
    for (const chain of chains) {
      for (const children of [true, false]) {
        for (const open of [false, true]) {
          const props = (t: ProbeTarget) => {
            const base = {...baseProps(t), ...(open ? opened(t) : {})};
            if (!children) delete base.children;
            return base;
          };
          const setup: Setup = {
            base: props(target),
            wrap: (element) =>
              chain.reduceRight<unknown>(
                (inner, parent) => create(parent.name, {...props(parent), children: inner}),
                element,
              ),
          };
          try {
            // The component's own output: what the parents render around it does not count.
            const {html} = traced(setup.wrap(create(target.name, setup.base)), otherPackages);
            if (html !== (chain.length > 0 ? traced(setup.wrap(null), otherPackages).html : '')) return setup;
          } catch (e) {
            if (chain.length === 0 && children && !open) error = e instanceof Error ? e.message : String(e);
          }
        }
      }
    }
    return {error};
  };

  let ids = 0;
  return targets.map((target): ComponentVerdicts => {
    const verdicts: ComponentVerdicts = {name: target.name, props: {}};
    const undecided = (error: string) => {
      verdicts.error = error;
      for (const prop of target.props) verdicts.props[prop.name] = 'undecided';
      return verdicts;
    };
    if (!exports[target.name]) return undecided('not in the compiled code');
    const setup = setupOf(target);
    if ('error' in setup) return undecided(setup.error);
    for (const prop of target.props) {
      if (prop.plan.kind === 'none') {
        verdicts.props[prop.name] = 'undecided';
        continue;
      }
      const probe = new Probe(++ids);
      const values: ([] | [unknown])[] = [
        ...(prop.required ? [] : [[] as []]),
        ...Array.from({length: variantsOf(prop.plan)}, (_, i): [unknown] => [
          valueOf(prop.plan, {probe, variant: i, token: probe.token}),
        ]),
      ];
      const prints = new Set<string>();
      let seen = false;
      let rendered = 0;
      for (const value of values) {
        const props = {...setup.base};
        if (value.length > 0) props[prop.name] = value[0];
        else delete props[prop.name];
        try {
          const observed = observe(traced(setup.wrap(create(target.name, props)), otherPackages), probe);
          seen ||= observed.seen;
          prints.add(observed.print);
          rendered++;
        } catch (error) {
          prints.add(`threw: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      verdicts.props[prop.name] =
        rendered === 0 ? 'undecided' : seen || prints.size > 1 ? 'forwarded' : 'not forwarded';
    }
    return verdicts;
  });
}
