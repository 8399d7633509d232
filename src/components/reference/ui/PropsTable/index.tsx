/**
 * Props of one `@faststore/ui` component (for a hook: the fields of its argument and what it
 * returns), read at build time from the package's type declarations by the ui-reference plugin. An
 * unknown `of` throws, so a typo or a removed export fails the build (under `npm start` the page
 * shows the error in the table's place). A prop the component accepts but that reaches nothing on the
 * page in some releases says so beside its name, naming them.
 */
import React, {type ReactNode} from 'react';
import UnknownComponent from '@site/src/components/reference/ui/UnknownComponent';
import {componentInfo} from '@site/src/components/reference/ui/data';
import ScrollableTable, {Columns, tableStyles} from '@site/src/components/global/ScrollableTable';
import VersionMark, {
  AbsentNote,
  EntryMark,
  NotForwardedMark,
} from '@site/src/components/reference/versions/VersionMark';
import BehaviourNotes from '@site/src/components/reference/versions/BehaviourNotes';
import {entryAttributes} from '@site/src/components/reference/versions/data';
import {uiReference} from '@site/src/components/reference/ui/data';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Exported component name, e.g. `Button` or `AccordionItem`. */
  of: string;
}

export default function PropsTable({of}: PropsTableProps): ReactNode {
  const info = componentInfo(of, 'PropsTable');
  // Null only under `npm start` (a production build throws); the check keeps the message out of its bundles.
  if (!info) return process.env.NODE_ENV === 'development' ? <UnknownComponent of={of} usedBy="PropsTable" /> : null;
  const hook = info.kind === 'hook';
  const what = hook ? 'Arguments' : 'Props';
  const versions = uiReference.versions ?? [uiReference.version];
  const parentIn = info.in ?? versions;
  return (
    <>
      <AbsentNote pkg="ui" name={of} holds={info.in} versions={versions} />
      <BehaviourNotes pkg="ui" name={of} />
      <div className={styles.wrapper} {...entryAttributes('ui', info.in)}>
        {info.in && (
          <p className={tableStyles.note}>
            <code>{of}</code> is exported by @faststore/ui {info.in.join(', ')} only.
            <VersionMark pkg="ui" holds={info.in} versions={versions} />
          </p>
        )}
        <ScrollableTable
          className={tableStyles.table}
          data-props-table={of}
          label={`${what} of ${of}`}
          caption={
            <>
              {what} of <code>{of}</code> (<code>{info.propsType}</code>)
            </>
          }
        >
          <Columns names={[hook ? 'Field' : 'Prop', 'Type', 'Required', 'Default', 'Description']} />
          <tbody>
            {info.props.map((prop) => (
              <tr key={`${prop.name} ${prop.in?.join(' ') ?? ''}`} {...entryAttributes('ui', prop.in)}>
                <th scope="row">
                  <code>{prop.name}</code>
                  <EntryMark pkg="ui" entry={prop} among={info.props} versions={versions} parentIn={parentIn} />
                  <NotForwardedMark releases={prop.notForwardedIn} />
                </th>
                <td>
                  <code className={tableStyles.type}>{prop.type}</code>
                </td>
                <td>{prop.required ? 'Yes' : 'No'}</td>
                <td>{prop.defaultValue !== undefined ? <code>{prop.defaultValue}</code> : '—'}</td>
                <td>{prop.description || '—'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
        {info.extends.length > 0 && (
          <p className={tableStyles.note}>
            Also accepts the props of{' '}
            {info.extends.map((base, i) => (
              <React.Fragment key={base}>
                {i > 0 && ', '}
                <code>{base}</code>
              </React.Fragment>
            ))}
            {hook ? ', passed on by the hook.' : ', passed through to the rendered element.'}
          </p>
        )}
        {info.returns && info.returns.length > 0 && (
          <ScrollableTable
            className={tableStyles.table}
            data-returns-table={of}
            label={`Value returned by ${of}`}
            caption={
              <>
                Value returned by <code>{of}</code>
              </>
            }
          >
            <Columns names={['Member', 'Type', 'Description']} />
            <tbody>
              {info.returns.map((member) => (
                <tr key={`${member.name} ${member.in?.join(' ') ?? ''}`} {...entryAttributes('ui', member.in)}>
                  <th scope="row">
                    <code>{member.name}</code>
                    <EntryMark pkg="ui" entry={member} among={info.returns!} versions={versions} parentIn={parentIn} />
                  </th>
                  <td>
                    <code className={tableStyles.type}>{member.type}</code>
                  </td>
                  <td>{member.description || '—'}</td>
                </tr>
              ))}
            </tbody>
          </ScrollableTable>
        )}
      </div>
    </>
  );
}
