import type {ReactNode} from 'react';
import type {ArgumentDoc} from '@faststore-docs/shared/reference/api';
import InlineText from './InlineText';
import TypeLink from './TypeLink';
import {reference} from './data';
import {EntryMark} from '@site/src/components/reference/versions/VersionMark';
import {entryAttributes} from '@site/src/components/reference/versions/data';
import {Columns} from '@site/src/components/global/ScrollableTable';
import styles from './styles.module.css';

/** Arguments of an operation or fields of an input type: name, type, default and description. */
export default function ArgumentsTable({
  args,
  caption,
  parentIn,
}: {
  args: ArgumentDoc[];
  caption: string;
  /** The releases the operation or input type exists in, when not all. */
  parentIn?: string[];
}): ReactNode {
  if (args.length === 0) return <p>This operation takes no arguments.</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <Columns names={['Name', 'Type', 'Default', 'Description']} />
      <tbody>
        {args.map((arg) => (
          <tr key={`${arg.name} ${arg.in?.join(' ') ?? ''}`} {...entryAttributes('api', arg.in)}>
            <th scope="row">
              <code>{arg.name}</code>
              <EntryMark pkg="api" entry={arg} among={args} versions={reference.versions ?? []} parentIn={parentIn} />
            </th>
            <td className={styles.typeCell}>
              <TypeLink type={arg.type} />
            </td>
            <td>
              {arg.defaultValue === undefined ? (
                <span className={styles.none}>none</span>
              ) : (
                <code>{arg.defaultValue}</code>
              )}
            </td>
            <td>{arg.description ? <InlineText text={arg.description} /> : requiredNote(arg)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The schema leaves some arguments undescribed; say at least whether one is required. */
function requiredNote(arg: ArgumentDoc): string {
  return arg.type.display.endsWith('!') ? 'Required.' : 'Optional.';
}
