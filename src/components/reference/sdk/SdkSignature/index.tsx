/**
 * The signature of one `@faststore/sdk` export, read at build time from the package's type
 * declarations by the sdk-reference plugin: the declaration in a code block, then its parameters
 * (a provider's props) and, for a hook returning an object, what that object holds.
 * An unknown `of` throws, so a typo or an export the package dropped fails the build.
 * The declaration arrives highlighted by the plugin, so the page needs no Prism.
 */
import React, {type ReactNode} from 'react';
// The site's CodeBlock itself (what @theme/CodeBlock is), typed with the build-time lines it takes.
import CodeBlock from '@site/src/theme/CodeBlock';
import '@site/src/theme/CodeBlock/codeBlock'; // the signature is a code block, highlighted at build time
import type {SdkMember} from '@faststore-docs/shared/reference/sdk';
import {sdkReference as reference} from '@site/src/components/reference/sdk/data';
import {sdkExport} from '@faststore-docs/shared/reference/sdkLookup';
import ScrollableTable, {Columns, tableStyles} from '@site/src/components/global/ScrollableTable';
import VersionMark, {AbsentNote, EntryMark} from '@site/src/components/reference/versions/VersionMark';
import BehaviourNotes from '@site/src/components/reference/versions/BehaviourNotes';
import {entryAttributes} from '@site/src/components/reference/versions/data';
import styles from './styles.module.css';

const versions = reference.versions ?? [reference.version];

function highlighted(signature: string): string {
  const lines = reference.highlighted[signature];
  if (lines === undefined) throw new Error(`SdkSignature: the sdk-reference plugin did not highlight "${signature}".`);
  return lines;
}

/** `1.9.4–1.9.10` for consecutive covered releases, else the list. */
function releaseRange(holds: readonly string[]): string {
  const first = versions.indexOf(holds[0]);
  const consecutive = holds.every((v, i) => versions[first + i] === v);
  return consecutive && holds.length > 1 ? `${holds[0]}–${holds[holds.length - 1]}` : holds.join(', ');
}

export interface SdkSignatureProps {
  /** Exported name, e.g. `useCart` or `CartProvider`. */
  of: string;
}

function MemberTable({
  members,
  caption,
  label,
  id,
  showRequired,
  parentIn,
}: {
  members: SdkMember[];
  parentIn: readonly string[];
  caption: ReactNode;
  label: string;
  id: string;
  /** Parameters and props can be optional; the properties of a return value are always there. */
  showRequired: boolean;
}): ReactNode {
  return (
    <ScrollableTable className={tableStyles.table} data-sdk-table={id} label={label} caption={caption}>
      <Columns names={['Name', 'Type', showRequired && 'Required', 'Description']} />
      <tbody>
        {members.map((m) => (
          <tr key={`${m.name} ${m.in?.join(' ') ?? ''}`} {...entryAttributes('sdk', m.in)}>
            <th scope="row">
              <code>{m.name}</code>
              <EntryMark pkg="sdk" entry={m} among={members} versions={versions} parentIn={parentIn} />
            </th>
            <td>
              <code className={tableStyles.type}>{m.type}</code>
            </td>
            {showRequired && <td>{m.optional ? 'No' : 'Yes'}</td>}
            <td>{m.doc || '—'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export default function SdkSignature({of}: SdkSignatureProps): ReactNode {
  const info = sdkExport(reference, of);
  const isComponent = info.kind === 'component';
  const callable = isComponent || info.kind === 'hook' || info.kind === 'function';
  const {returns} = info;
  const parentIn = info.in ?? versions;
  const signatures = info.signatures ?? [{signature: info.signature, in: parentIn}];
  return (
    <>
      <AbsentNote pkg="sdk" name={of} holds={info.in} versions={versions} />
      <div className={styles.wrapper} data-sdk-signature={of} {...entryAttributes('sdk', info.in)}>
        {info.in && (
          <p className={tableStyles.note}>
            <code>{of}</code> is exported by @faststore/sdk {info.in.join(', ')} only.
            <VersionMark pkg="sdk" holds={info.in} versions={versions} />
          </p>
        )}
        {signatures.map((s) => (
          <div key={s.in.join(' ')} {...entryAttributes('sdk', info.signatures ? s.in : undefined)}>
            <CodeBlock
              language="ts"
              title={`@faststore/sdk ${releaseRange(s.in)} · ${info.file}`}
              highlighted={highlighted(s.signature)}
            >
              {s.signature}
            </CodeBlock>
          </div>
        ))}
        {info.jsDoc && <p>{info.jsDoc}</p>}
        <BehaviourNotes pkg="sdk" name={of} />
        {callable && info.parameters.length === 0 && (
          <p className={tableStyles.note}>Takes no {isComponent ? 'props' : 'parameters'}.</p>
        )}
        {info.parameters.length > 0 && (
          <MemberTable
            id="parameters"
            members={info.parameters}
            parentIn={parentIn}
            showRequired
            label={`${isComponent ? 'Props' : 'Parameters'} of ${of}`}
            caption={
              <>
                {isComponent ? 'Props' : 'Parameters'} of <code>{of}</code>
              </>
            }
          />
        )}
        {returns && returns.properties.length > 0 && (
          <MemberTable
            id="returns"
            members={returns.properties}
            parentIn={parentIn}
            showRequired={false}
            label={`Return value of ${of}`}
            caption={
              returns.type === 'object' ? (
                <>Returns an object with these properties</>
              ) : (
                <>
                  Returns <code>{returns.type}</code>, with these properties
                </>
              )
            }
          />
        )}
        {returns?.properties.length === 0 && !isComponent && (
          <p className={tableStyles.note}>
            Returns <code>{returns.type}</code>.
          </p>
        )}
      </div>
    </>
  );
}
