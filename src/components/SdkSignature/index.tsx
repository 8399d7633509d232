/**
 * The signature of one `@faststore/sdk` export, read at build time from the package's type
 * declarations by the sdk-reference plugin: the declaration in a code block, then its parameters
 * (a provider's props) and, for a hook returning an object, what that object holds.
 * An unknown `of` throws, so a typo or an export the package dropped fails the build.
 */
import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import CodeBlock from '@theme/CodeBlock';
import type {SdkMember, SdkReference} from '@site/src/plugins/sdk-reference/types';
import {sdkExport} from '@site/src/plugins/sdk-reference/lookup';
import styles from './styles.module.css';

export interface SdkSignatureProps {
  /** Exported name, e.g. `useCart` or `CartProvider`. */
  of: string;
}

function MemberTable({members, caption, label, id}: {
  members: SdkMember[];
  caption: ReactNode;
  label: string;
  id: string;
}): ReactNode {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} data-sdk-table={id}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.name}>
              <th scope="row"><code>{m.name}</code></th>
              <td><code className={styles.type}>{m.type}</code></td>
              <td>{m.optional ? 'No' : 'Yes'}</td>
              <td>{m.doc || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function SdkSignature({of}: SdkSignatureProps): ReactNode {
  const reference = usePluginData('faststore-sdk-reference') as SdkReference;
  const info = sdkExport(reference, of);
  const isComponent = info.kind === 'component';
  return (
    <div className={styles.wrapper} data-sdk-signature={of}>
      <CodeBlock language="ts" title={`@faststore/sdk ${reference.version} · ${info.file}`}>
        {info.signature}
      </CodeBlock>
      {info.jsDoc && <p>{info.jsDoc}</p>}
      {info.parameters.length > 0 && (
        <MemberTable
          id="parameters"
          members={info.parameters}
          label={`${isComponent ? 'Props' : 'Parameters'} of ${of}`}
          caption={<>{isComponent ? 'Props' : 'Parameters'} of <code>{of}</code></>}
        />
      )}
      {info.returns && info.returns.properties.length > 0 && (
        <MemberTable
          id="returns"
          members={info.returns.properties}
          label={`Return value of ${of}`}
          caption={<>Returns <code>{info.returns.type}</code>, with these properties</>}
        />
      )}
      {info.returns && info.returns.properties.length === 0 && info.kind !== 'component' && (
        <p className={styles.note}>
          Returns <code>{info.returns.type}</code>.
        </p>
      )}
      {(info.kind === 'hook' || info.kind === 'component' || info.kind === 'function') &&
        info.parameters.length === 0 && <p className={styles.note}>Takes no {isComponent ? 'props' : 'parameters'}.</p>}
    </div>
  );
}
