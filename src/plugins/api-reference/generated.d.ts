// Types the generated JSON before the first build has written it (a fresh clone runs `tsc` first);
// once `generated/` exists TypeScript reads the real files, and data.ts casts them either way.
declare module '@site/src/plugins/api-reference/generated/*.json' {
  const value: unknown;
  export default value;
}
