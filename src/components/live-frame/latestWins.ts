/**
 * Which version of a reader's code the page sends the live-example frame, and when. A reader types
 * faster than a busy frame renders: were every keystroke's version sent, the frame would render each
 * in turn, show versions that are no longer the code, and, busy with that queue, miss the page's
 * "still running?" question and be replaced as stuck. So one version at a time is with the frame:
 * the next one is sent once it has answered for that one, and it is the newest the reader has typed.
 */
export interface Version {
  code: string;
  noInline: boolean;
}

interface Sent {
  id: number;
  version: Version;
}

const same = (a: Version, b: Version) => a.code === b.code && a.noInline === b.noInline;

export class LatestWins {
  private nextId = 1;
  private inFlight: Sent | null = null;
  private lastSent: Sent | null = null;

  /** The version to send now, with its id: none while the frame renders another, or when it has this one. */
  next(wanted: Version): Sent | null {
    if (this.inFlight || (this.lastSent && same(this.lastSent.version, wanted))) return null;
    const sent = {id: this.nextId++, version: wanted};
    this.inFlight = sent;
    this.lastSent = sent;
    return sent;
  }

  /**
   * The frame answered for render `id`. True when that is the last version sent, whose outcome the page
   * shows; false for an earlier one's, which is no longer the reader's code.
   */
  answered(id: number): boolean {
    if (this.inFlight?.id === id) this.inFlight = null;
    return this.lastSent?.id === id;
  }

  /**
   * The frame is gone (replaced by a fresh one, or by another release's): the next version is sent
   * to the new frame whatever the old one had. Returns what the old one was busy with: the version
   * it had not answered for, else the last one it rendered.
   */
  reset(): Version | undefined {
    const busy = (this.inFlight ?? this.lastSent)?.version;
    this.inFlight = null;
    this.lastSent = null;
    return busy;
  }
}
