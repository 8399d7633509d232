// Types the generated JSON files when they do not exist yet (fresh checkout, `tsc` before any build).
declare module '*/generated/ui-reference.json' {
  const data: unknown;
  export default data;
}
declare module '*/generated/ui-exports.json' {
  const names: string[];
  export default names;
}
