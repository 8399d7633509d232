/**
 * The arguments of `faststore-docs-mcp upgrade`, read by Node's own parser in strict mode: an option
 * the command does not know is refused rather than taken for a folder, and `--to=1.9.10` is the same
 * as `--to 1.9.10`. `--dry` and `--print` are the preview flags of `@next/codemod` and jscodeshift, so
 * a reader used to them gets a preview here too, never a write.
 */
import {parseArgs} from 'node:util';

export const UPGRADE_USAGE = `faststore-docs-mcp upgrade [<dir>] [--to <version>] [--from <version>] [--dry-run] [--force] [--install]

  Rewrites the store's code from its @faststore/sdk and @faststore/ui releases to <version> (default: the
  newest covered), lists every step left by hand (@faststore/api's included) with file:line, and appends
  that list to faststore-upgrade-report.md. Files are written only when every one of them can be: a run
  that fails changes nothing.

  <dir>               the store's folder (default: the current folder)
  --to <version>      the release to upgrade to (also --to=<version>)
  --from <version>    the release the code was written for, when the store has installed the target already
                      (after \`yarn add @faststore/sdk@1.9.11\`, say)
  --dry-run           print the diff and the report, write nothing (--dry and --print are the same)
  --force             run in a git working tree with uncommitted changes
  --install           also set the package.json ranges of @faststore/sdk, /ui and /api to <version>;
                      then run your package manager to install them
  -h, --help          print this help

  Exit codes: 0 done, nothing left by hand; 1 done, with steps left by hand (listed in the report);
  2 refused, nothing written (bad arguments, uncommitted changes, nothing to upgrade, a file that cannot
  be written).
`;

interface UpgradeArgs {
  dir: string;
  to?: string;
  from?: string;
  /** A preview: `--dry-run`, `--dry` or `--print`. Nothing is written. */
  preview: boolean;
  force: boolean;
  install: boolean;
  help: boolean;
}

export type ParsedUpgradeArgs = {ok: true; args: UpgradeArgs} | {ok: false; error: string};

const OPTIONS = {
  to: {type: 'string'},
  from: {type: 'string'},
  'dry-run': {type: 'boolean'},
  dry: {type: 'boolean'},
  print: {type: 'boolean'},
  force: {type: 'boolean'},
  install: {type: 'boolean'},
  help: {type: 'boolean', short: 'h'},
} as const;

/** Never throws: a refusal comes back as one line saying what was wrong. */
export function parseUpgradeArgs(argv: readonly string[]): ParsedUpgradeArgs {
  let parsed: ReturnType<typeof parseArgs<{options: typeof OPTIONS; strict: true; allowPositionals: true}>>;
  try {
    parsed = parseArgs({args: [...argv], options: OPTIONS, strict: true, allowPositionals: true});
  } catch (error) {
    // Node's message goes on with advice about `--`; its first line says what was wrong.
    return {ok: false, error: String((error as Error).message).split('\n')[0]};
  }
  const {values, positionals} = parsed;
  if (positionals.length > 1)
    return {ok: false, error: `one store folder at most; got ${positionals.map((p) => JSON.stringify(p)).join(', ')}`};
  for (const name of ['to', 'from'] as const) {
    const v = values[name];
    if (v !== undefined && !/^\d+\.\d+\.\d+$/.test(v))
      return {ok: false, error: `--${name} takes a release such as 1.9.11; got ${JSON.stringify(v)}`};
  }
  return {
    ok: true,
    args: {
      dir: positionals[0] ?? '.',
      to: values.to,
      from: values.from,
      preview: Boolean(values['dry-run'] || values.dry || values.print),
      force: Boolean(values.force),
      install: Boolean(values.install),
      help: Boolean(values.help),
    },
  };
}
