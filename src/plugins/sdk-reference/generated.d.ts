// Types the generated JSON file when it does not exist yet (fresh checkout, `tsc` before any build).
declare module '*/generated/sdk-reference.json' {
  const data: unknown;
  export default data;
}
