import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {typeHref, type FieldDoc, type TypeDoc} from '@faststore-docs/shared/reference/api';
import ArgumentsTable from './ArgumentsTable';
import InlineText from './InlineText';
import TypeLink from './TypeLink';
import {getType, reference} from './data';
import VersionMark, {AbsentNote, EntryMark} from '@site/src/components/reference/versions/VersionMark';
import {entryAttributes} from '@site/src/components/reference/versions/data';
import {Columns} from '@site/src/components/global/ScrollableTable';
import styles from './styles.module.css';

const versions = reference.versions ?? [];

/**
 * The body of one type's entry on its kind page (the heading is written in the MDX page, so that the
 * table of contents and the search index see it): description, then fields, values or members.
 */
export default function TypeEntry({name}: {name: string}): ReactNode {
  const main = getType(name);
  // A type that changed kind between releases (an object that became a union) shows each kind.
  const variants = [main, ...(main.otherKinds ?? [])];
  const holds = variants.some((v) => !v.in) ? undefined : [...new Set(variants.flatMap((v) => v.in ?? []))];
  return (
    <>
      <AbsentNote pkg="api" name={name} holds={holds} versions={versions} />
      {variants.map((type) => (
        <div className={styles.entry} key={type.graphqlKind} {...entryAttributes('api', type.in)}>
          <p>
            <span className={styles.kind}>{type.builtIn ? 'built-in scalar' : type.graphqlKind}</span>
            <VersionMark
              pkg="api"
              holds={type.in}
              versions={versions}
              others={variants.filter((v) => v !== type).flatMap((v) => v.in ?? [])}
            />{' '}
            {type.description ? <InlineText text={type.description} /> : null}
          </p>
          <Body type={type} />
        </div>
      ))}
    </>
  );
}

function Body({type}: {type: TypeDoc}): ReactNode {
  switch (type.graphqlKind) {
    case 'input':
      return <ArgumentsTable args={type.fields} caption={`Fields of ${type.name}`} parentIn={type.in} />;
    case 'object':
    case 'interface':
      return <FieldsTable type={type} />;
    case 'enum':
      return (
        <table className={styles.table}>
          <caption className={styles.caption}>Values of {type.name}</caption>
          <Columns names={['Value', 'Description']} />
          <tbody>
            {type.values.map((v) => (
              <tr key={v.name} {...entryAttributes('api', v.in)}>
                <th scope="row">
                  <code>{v.name}</code>
                  <VersionMark pkg="api" holds={v.in} versions={versions} parentIn={type.in} />
                </th>
                <td>
                  <InlineText text={v.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'union':
      return (
        <p>
          One of:{' '}
          {type.possibleTypes.map((member, i) => (
            <span key={member}>
              {i > 0 ? ', ' : null}
              <code>
                <Link to={typeHref(member, getType(member).kind)}>{member}</Link>
              </code>
            </span>
          ))}
          . Select the fields of each member with an inline fragment such as <code>... on {type.possibleTypes[0]}</code>
          .
        </p>
      );
    default:
      return null;
  }
}

function fieldArgs(field: FieldDoc): string {
  return field.args.length ? `(${field.args.map((a) => `${a.name}: ${a.type.display}`).join(', ')})` : '';
}

function FieldsTable({type}: {type: TypeDoc}): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Fields of {type.name}</caption>
      <Columns names={['Field', 'Type', 'Description']} />
      <tbody>
        {type.fields.map((f) => (
          <tr key={`${f.name} ${f.in?.join(' ') ?? ''}`} {...entryAttributes('api', f.in)}>
            <th scope="row">
              <code>
                {f.name}
                {fieldArgs(f)}
              </code>
              <EntryMark pkg="api" entry={f} among={type.fields} versions={versions} parentIn={type.in} />
            </th>
            <td className={styles.typeCell}>
              <TypeLink type={f.type} />
            </td>
            <td>
              <InlineText text={f.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
