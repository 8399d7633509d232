/**
 * The upgrade command's arguments, as a reader types them: both forms of a value, the preview flags
 * of the other codemods, a folder after a value, and anything else refused rather than guessed.
 */
import {expect, test as plain} from 'vitest';
import {fc, test} from '@fast-check/vitest';
import {parseUpgradeArgs} from './args';

const KNOWN = ['--to', '--from', '--dry-run', '--dry', '--print', '--force', '--install', '--help', '-h'];
const PREVIEW = ['--dry-run', '--dry', '--print'];

plain('--to=<v> is --to <v>; --from 1.9.10 . keeps . as the folder; the previews are one flag', () => {
  expect(parseUpgradeArgs(['--to=1.9.10'])).toEqual(parseUpgradeArgs(['--to', '1.9.10']));
  expect(parseUpgradeArgs(['--to=1.9.10'])).toMatchObject({ok: true, args: {to: '1.9.10', dir: '.'}});
  expect(parseUpgradeArgs(['--from', '1.9.10', '.'])).toMatchObject({ok: true, args: {from: '1.9.10', dir: '.'}});
  for (const flag of PREVIEW)
    expect(parseUpgradeArgs([flag, 'store'])).toMatchObject({ok: true, args: {preview: true, dir: 'store'}});
  expect(parseUpgradeArgs(['store'])).toMatchObject({ok: true, args: {preview: false, force: false, install: false}});
});

plain('an unknown option, a value missing or not a release, and two folders are refused in one line', () => {
  for (const argv of [
    ['--frobnicate'],
    ['--to'],
    ['--to', '--dry'],
    ['--to', 'latest'],
    ['--from='],
    ['a', 'b'],
    ['--dry=1'],
  ]) {
    const parsed = parseUpgradeArgs(argv);
    expect(parsed.ok, argv.join(' ')).toBe(false);
    if (!parsed.ok) expect(parsed.error).not.toContain('\n');
  }
});

plain('each refusal says what was wrong, on its first line', () => {
  const error = (argv: string[]) => {
    const parsed = parseUpgradeArgs(argv);
    return parsed.ok ? undefined : parsed.error;
  };
  expect(error(['--frobnicate'])).toMatch(/^Unknown option '--frobnicate'\. /);
  expect(error(['a', 'b'])).toBe('one store folder at most; got "a", "b"');
  expect(error(['--to', 'v1.9.11'])).toBe('--to takes a release such as 1.9.11; got "v1.9.11"');
  for (const value of ['1.9.11-next', 'v1.9.11', '1.9', '1.9.11.0'])
    expect(error(['--from', value]), value).toBe(`--from takes a release such as 1.9.11; got ${JSON.stringify(value)}`);
  for (const value of ['10.9.11', '1.10.0', '1.9.100']) expect(error(['--to', value]), value).toBeUndefined();
});

/** Arguments a reader could type: the command's own, near misses, values, folders, anything. */
const argument = fc.oneof(
  fc.constantFrom(
    ...KNOWN,
    '--to=1.9.11',
    '--from=1.9.10',
    '--',
    '-',
    '.',
    '1.9.10',
    'store',
    '--constructor',
    '--__proto__',
    '-x',
  ),
  fc.string({maxLength: 12}),
  fc.string({maxLength: 10}).map((s) => `--${s}`),
  fc.string({maxLength: 10}).map((s) => `-${s}`),
);

test.prop([fc.array(argument, {maxLength: 8})], {numRuns: 500})(
  'never throws; a preview flag never parses into a run that writes',
  (argv) => {
    const parsed = parseUpgradeArgs(argv);
    const flags = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : argv.length);
    if (parsed.ok && flags.some((a) => PREVIEW.includes(a))) {
      // A preview flag is either the flag (a preview) or the value of --to/--from, which is refused unless a release.
      expect(parsed.args.preview).toBe(true);
    }
  },
);

test.prop(
  [
    fc.array(argument, {maxLength: 6}),
    fc
      .string({minLength: 1, maxLength: 10})
      .filter((s) => /^[a-z]/i.test(s) && !KNOWN.includes(`--${s.split('=')[0]}`)),
  ],
  {numRuns: 300},
)('an option the command does not know is always refused', (argv, unknown) => {
  const at = argv.includes('--') ? argv.indexOf('--') : argv.length;
  const parsed = parseUpgradeArgs([`--${unknown}`, ...argv.slice(0, at)]);
  expect(parsed.ok).toBe(false);
});
