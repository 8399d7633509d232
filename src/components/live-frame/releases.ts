/**
 * Which build of the live-example frame runs an example: the one with the installed `@faststore/ui`
 * (`/live-frame/`), or, for an example written only for older releases, the frame bundled with the
 * reader's release (`/live-frame/ui-<version>/`), so that the code a 1.9.10 store would run is run
 * by 1.9.10's components. The build makes one frame per covered release (src/plugins/live-frame).
 */

/** The frame's folder under the site for a release of `@faststore/ui`. */
export const frameFolderFor = (release: string, installed: string): string =>
  release === installed ? '/live-frame' : `/live-frame/ui-${release}`;

/**
 * The release an example runs with: the reader's when the example is written for it, else the
 * installed one when it is, else the newest release it is written for (`holds`, oldest first);
 * without `holds` the example is for every release and runs with the installed one.
 */
export function frameRelease(holds: readonly string[] | undefined, reader: string | null, installed: string): string {
  if (!holds || holds.length === 0) return installed;
  if (reader && holds.includes(reader)) return reader;
  if (holds.includes(installed)) return installed;
  return holds[holds.length - 1];
}
