/**
 * How the upgrade command reads and writes a store's files, as `ng update` does: every edit is made in
 * memory first, and the files are written only when each of them can be. A file keeps what the
 * reader's editor and tools set on it (its mode, a UTF-8 byte order mark, CRLF line endings), and a
 * link keeps being a link: the command writes through it to the file it points at.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SourceShape {
  /** The file began with a UTF-8 byte order mark (which the compiler drops from the text it reads). */
  bom: boolean;
  /** The file's dominant line ending, which lines the rewrite adds take too. */
  eol: '\n' | '\r\n';
}

export function shapeOf(raw: string): SourceShape {
  const crlf = raw.match(/\r\n/g)?.length ?? 0;
  const lf = (raw.match(/\n/g)?.length ?? 0) - crlf;
  return {bom: raw.charCodeAt(0) === 0xfeff, eol: crlf > lf ? '\r\n' : '\n'};
}

/** The file's text for writing: the rewrite's text (which has no mark) with the file's mark put back. */
export function encode(text: string, shape: SourceShape): string {
  return shape.bom && text.charCodeAt(0) !== 0xfeff ? `\ufeff${text}` : text;
}

/** A line the rewrite adds, in the file's own line ending. */
export function withEol(text: string, shape: SourceShape): string {
  return shape.eol === '\r\n' ? text.replace(/\r?\n/g, '\r\n') : text;
}

export interface PlannedWrite {
  /** The path the reader knows the file by (a link's own path), for messages. */
  shown: string;
  /** The file written: the link's target for a link. */
  target: string;
  text: string;
}

/** A write refused or failed; its message is one line naming the file and the reason. */
export class WriteError extends Error {}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EISDIR: 'is a folder',
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EBUSY: 'busy',
};

function reasonOf(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return (e.code && REASONS[e.code]) ?? String(e.message ?? error).split('\n')[0];
}

/** Why `target` cannot be written, or undefined when it can. Root passes access checks, not mode bits. */
function refusal(target: string): string | undefined {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return reasonOf(error);
  }
  if (stat && !stat.isFile()) return 'not a regular file';
  if (stat && (stat.mode & 0o222) === 0) return 'read-only (no write permission in its mode)';
  try {
    if (stat) fs.accessSync(target, fs.constants.W_OK);
    fs.accessSync(path.dirname(target), fs.constants.W_OK);
  } catch (error) {
    return `${reasonOf(error)} (${stat ? 'the file or its folder' : 'its folder'})`;
  }
  return undefined;
}

let sequence = 0;
const tempOf = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}-${sequence++}.faststore-upgrade.tmp`);

/**
 * Writes every file or none: checks them all, writes each to a temporary file beside it (with the
 * original's mode), then renames each over its original. A failure at any point removes the
 * temporaries and puts back what was already renamed, then throws a WriteError naming the file.
 */
export function writeAll(writes: readonly PlannedWrite[]): void {
  for (const w of writes) {
    const why = refusal(w.target);
    if (why) throw new WriteError(`${w.shown}: ${why}; nothing was written.`);
  }
  const originals = writes.map((w) => {
    if (!fs.existsSync(w.target)) return undefined;
    return {bytes: fs.readFileSync(w.target), mode: fs.statSync(w.target).mode & 0o7777};
  });
  const temps: string[] = [];
  const renamed: number[] = [];
  let failed: {shown: string; error: unknown} | undefined;
  for (const [i, w] of writes.entries()) {
    const tmp = tempOf(w.target);
    try {
      fs.writeFileSync(tmp, w.text, {flag: 'wx'});
      temps.push(tmp);
      // The umask gave the temporary its own mode; the file keeps the one it had (an executable script stays one).
      fs.chmodSync(tmp, originals[i]?.mode ?? 0o644);
    } catch (error) {
      failed = {shown: w.shown, error};
      break;
    }
  }
  if (!failed)
    for (const [i, w] of writes.entries()) {
      try {
        fs.renameSync(temps[i], w.target);
        renamed.push(i);
      } catch (error) {
        failed = {shown: w.shown, error};
        break;
      }
    }
  if (!failed) return;
  const unrestored: string[] = [];
  for (const i of renamed) {
    const original = originals[i];
    try {
      if (!original) fs.rmSync(writes[i].target, {force: true});
      else {
        const tmp = tempOf(writes[i].target);
        fs.writeFileSync(tmp, original.bytes, {flag: 'wx'});
        fs.chmodSync(tmp, original.mode);
        fs.renameSync(tmp, writes[i].target);
      }
    } catch {
      unrestored.push(writes[i].shown);
    }
  }
  for (const tmp of temps) fs.rmSync(tmp, {force: true});
  throw new WriteError(
    `${failed.shown}: ${reasonOf(failed.error)}; ${
      unrestored.length ? `could not put back ${unrestored.join(', ')}` : 'nothing was changed'
    }.`,
  );
}
