/**
 * The names a ```tsx live example can use without imports (React, its hooks, every `@faststore/ui`
 * export, `useSlider`) are given where the example runs: in the sandboxed live-example frame
 * (src/components/live-frame/frame.tsx), not in the page. The page only edits the code, so the scope
 * that theme-live-codeblock passes to the playground is empty here, and no page downloads
 * `@faststore/ui` for its live examples.
 */
const ReactLiveScope: Record<string, unknown> = {};

export default ReactLiveScope;
