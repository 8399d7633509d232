/**
 * Which release of each FastStore package a store made from each pinned starter installs, read from
 * the starters' lockfiles (src/data/starterManifests), and which of them the reference covers.
 */
import React, {type ReactNode} from 'react';
import ScrollableTable, {tableStyles} from '@site/src/components/global/ScrollableTable';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';
import {starterOf} from '@site/src/components/store-profile/profile';
import {referenceVersions} from '../data';

export default function StarterVersions(): ReactNode {
  const {starters, versions, defaults} = referenceVersions;
  return (
    <ScrollableTable
      className={tableStyles.table}
      data-starter-versions=""
      label="FastStore versions each starter installs"
      caption="FastStore versions each starter installs"
    >
      <thead>
        <tr>
          <th scope="col">Starter (pinned commit)</th>
          {PACKAGE_KEYS.map((pkg) => (
            <th scope="col" key={pkg}>
              <code>@faststore/{pkg}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {starters.map((s) => (
          <tr key={s.repository}>
            <th scope="row">
              <code>{starterOf(s.repository)}</code> {s.commit.slice(0, 7)}
            </th>
            {PACKAGE_KEYS.map((pkg) => {
              const v = s.versions[pkg];
              const covered = v !== undefined && versions[pkg].includes(v);
              return (
                <td key={pkg}>
                  {v ?? '—'}
                  {v && !covered ? ' (not covered)' : ''}
                  {v && v === defaults[pkg] ? ' (shown by default)' : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
