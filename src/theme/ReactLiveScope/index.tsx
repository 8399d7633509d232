/**
 * Names available inside ```tsx live code blocks: React and its hooks, and every component exported
 * by the installed `@faststore/ui`, so an example can write `<Button>Add</Button>` without imports.
 *
 * The package is not imported here directly: each name is a thin wrapper that loads `@faststore/ui` in
 * its own chunk the first time a live example renders, then renders the real component with the same
 * props and ref. A live example on a page loads this scope when the reader starts editing, and waits
 * for `loadFastStoreUI` before it replaces its build-time preview (src/theme/CodeBlock).
 * The names come from the ui-reference plugin's generated list, read from the package at build time.
 */
import React, {forwardRef, useSyncExternalStore, type ElementType} from 'react';
import componentNames from '@generated/faststore-ui-reference/default/ui-exports.json';
// A hook cannot wait for a lazy chunk (it must run on the first render), so the package's one hook
// is imported directly. This makes the scope's chunk pull in the package's chunk; both load only on
// pages that have a live example (measured on the production build: none on `/`, `/docs` or
// `/quickstart`).
import useSlider from '@faststore/ui/dist/hooks/useSlider';

type UiModule = Record<string, ElementType>;

let loaded: UiModule | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the package (once). The live code block waits for it before it swaps the build-time preview
 * for react-live's, so the preview never shows empty wrappers in between.
 */
export function loadFastStoreUI(): Promise<void> {
  loading ??= import('@faststore/ui').then((mod) => {
    loaded = mod as unknown as UiModule;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  void loadFastStoreUI();
  return () => listeners.delete(onChange);
}

/** The package module once loaded; `undefined` before that and during server rendering. */
function useFastStoreUI(): UiModule | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

function lazyComponent(name: string) {
  const Wrapper = forwardRef<unknown, Record<string, unknown>>(function Wrapper(props, ref) {
    const Component = useFastStoreUI()?.[name];
    return Component ? <Component ref={ref} {...props} /> : null;
  });
  Wrapper.displayName = name;
  return Wrapper;
}

const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
  ...Object.fromEntries(componentNames.map((name) => [name, lazyComponent(name)])),
  useSlider,
};

export default ReactLiveScope;
