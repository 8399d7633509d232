/**
 * One value a browser measured, cited in a sentence about keys or callbacks: "three presses leave
 * `aria-valuenow` at <Fact … />". The build's remark pass checks that the fact exists on every release
 * the sentence speaks for (and reads what its `is` says), and writes what it read there (`shown`), so
 * the sentence shows the measurement rather than a number someone typed. Available in every MDX page.
 */
import React, {type ReactNode} from 'react';

export interface FactProps {
  of: string;
  scenario: string;
  step: string;
  shows: string;
  /** What the sentence says the fact reads; the build fails when a release reads otherwise. */
  is?: string;
  /** The releases the clause speaks for, within those of the passage around it. */
  since?: string;
  until?: string;
  /** Set by the build: the releases the sentence speaks for. */
  releases?: string;
  /** Set by the build: the value measured on those releases. */
  shown?: string;
}

export default function Fact({of, scenario, step, shows, releases, shown}: FactProps): ReactNode {
  if (shown === undefined)
    throw new Error(`<Fact of="${of}" scenario="${scenario}" step="${step}">: not checked by the build`);
  return (
    <span
      data-fact={`${of} ${scenario} ${step} ${shows}`}
      title={`Measured in Chromium on @faststore/ui ${releases ?? ''}: ${of}, ${scenario}, ${step}`}
    >
      {shown}
    </span>
  );
}
