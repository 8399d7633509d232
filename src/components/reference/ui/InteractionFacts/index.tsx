/**
 * What a component's scripted interaction observed in a browser on each covered release of
 * `@faststore/ui`: per step, what the page showed, where focus was and which callbacks were called
 * (the reference's interaction facts, `npm run reference:data`). Releases that behaved alike share one
 * table, marked with the releases it holds for, so the version picker shows the reader's release as it
 * does every other per-release entry. The build's remark pass hands the facts in (`facts`), checked.
 */
import React, {type ReactNode} from 'react';
import {describeCall, type InteractionFacts as Facts} from '@faststore-docs/shared/reference/interactions';
import ScrollableTable, {Columns} from '@site/src/components/global/ScrollableTable';
import {entryAttributes} from '@site/src/components/reference/versions/data';
import styles from './styles.module.css';

export interface InteractionFactsProps {
  /** Exported component name, e.g. `Slider`. */
  of: string;
  /** Set by the build: the component's facts as JSON. */
  facts?: string;
}

export default function InteractionFacts({of, facts}: InteractionFactsProps): ReactNode {
  if (!facts) throw new Error(`<InteractionFacts of="${of}">: no interaction facts are recorded for ${of}`);
  const parsed = JSON.parse(facts) as Facts;
  const all = Object.keys(parsed.releases);
  // Releases whose readings are the same, in release order.
  const groups: {releases: string[]; key: string}[] = [];
  for (const v of all) {
    const key = JSON.stringify(parsed.releases[v]);
    const group = groups.find((g) => g.key === key);
    if (group) group.releases.push(v);
    else groups.push({releases: [v], key});
  }
  return (
    <div className={styles.facts} data-interaction-facts={of}>
      {groups.map(({releases}) => {
        const release = parsed.releases[releases[0]];
        return (
          <div key={releases.join(' ')} {...entryAttributes('ui', groups.length > 1 ? releases : undefined)}>
            <p>
              Measured in Chromium on @faststore/ui {releases.join(', ')}
              {'unavailable' in release ? `: ${release.unavailable}.` : ':'}
            </p>
            {'scenarios' in release &&
              release.scenarios.map((s) => (
                <ScrollableTable
                  key={s.scenario}
                  data-interaction-scenario={s.scenario}
                  label={`${of} ${s.setup}, on ${releases.join(', ')}`}
                  caption={`${of} ${s.setup}`}
                >
                  <Columns
                    names={['What the shopper does', 'What the page shows after it', 'Focus', 'Callbacks called']}
                  />
                  <tbody>
                    {s.steps.map((step) => (
                      <tr key={step.step} data-interaction-step={step.step}>
                        <th scope="row">{step.step === 'mount' ? 'Nothing yet (the component renders)' : step.does}</th>
                        <td>
                          {step.error !== undefined
                            ? `Could not be done: ${step.error}`
                            : Object.entries(step.state).map(([label, value], i) => (
                                <span key={label} className={styles.reading}>
                                  {/* Read as text (the Markdown copy, a screen reader), the readings stay apart. */}
                                  {i > 0 && <span className={styles.separator}>; </span>}
                                  {label}: <code>{value ?? 'absent'}</code>
                                </span>
                              ))}
                        </td>
                        <td>{step.focus ?? 'the page'}</td>
                        <td>
                          {step.calls.length === 0
                            ? 'none'
                            : step.calls.map((c, i) => (
                                <span key={i} className={styles.reading}>
                                  {i > 0 && <span className={styles.separator}>, </span>}
                                  <code>{describeCall(c)}</code>
                                </span>
                              ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollableTable>
              ))}
          </div>
        );
      })}
    </div>
  );
}
