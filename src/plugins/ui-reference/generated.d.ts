// Types the generated JSON when it does not exist yet (fresh checkout, `tsc` before any build).
declare module '*/generated/ui-reference.json' {
  const data: unknown;
  export default data;
}
