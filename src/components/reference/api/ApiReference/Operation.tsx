import type {ReactNode} from 'react';
import type {OperationDoc} from '@faststore-docs/shared/reference/api';
import ArgumentsTable from './ArgumentsTable';
import InlineText from './InlineText';
import TypeLink from './TypeLink';
import {getOperation, getType, type OperationType} from './data';
import styles from './styles.module.css';

interface Props {
  operation: OperationType;
  name: string;
}

/**
 * The operation's signature as the schema declares it, e.g. `product(locator: [...]!): StoreProduct!`,
 * with every type name linked to its entry. Long argument lists go one per line.
 */
function Signature({op}: {op: OperationDoc}): ReactNode {
  const multiline = op.args.length > 2;
  const args = op.args.map((a, i) => (
    <span key={a.name}>
      {multiline ? '\n  ' : i > 0 ? ', ' : ''}
      {a.name}: <TypeLink type={a.type} bare />
      {a.defaultValue ? ` = ${a.defaultValue}` : ''}
    </span>
  ));
  return (
    // data-language tells the Markdown copy of the page (src/plugins/markdown) to fence it as GraphQL.
    <pre className={styles.signature} tabIndex={0} aria-label={`Signature of ${op.name}`} data-language="graphql">
      <code>
        {op.name}
        {op.args.length ? (
          <>
            ({args}
            {multiline ? '\n' : ''})
          </>
        ) : null}
        : <TypeLink type={op.type} bare />
      </code>
    </pre>
  );
}

/** The schema's own description and signature of an operation. */
export function OperationSignature({operation, name}: Props): ReactNode {
  const op = getOperation(operation, name);
  return (
    <div className={styles.operation}>
      <p className={styles.schemaDescription}>
        <span className={styles.label}>Schema description:</span> <InlineText text={op.description} />
      </p>
      <p className={styles.caption}>
        On the root type <code>{operation === 'query' ? 'Query' : 'Mutation'}</code>:
      </p>
      <Signature op={op} />
    </div>
  );
}

export function OperationArguments({operation, name}: Props): ReactNode {
  const op = getOperation(operation, name);
  return <ArgumentsTable args={op.args} caption={`Arguments of ${op.name}`} parentIn={op.in} />;
}

/** The return type, linked, with the type's description and whether the result may be null. */
export function OperationReturnType({operation, name}: Props): ReactNode {
  const op = getOperation(operation, name);
  const type = getType(op.type.name);
  return (
    <p>
      <TypeLink type={op.type} /> {op.type.display.endsWith('!') ? '(never null)' : '(may be null)'}
      {type.description ? (
        <>
          : <InlineText text={type.description} />
        </>
      ) : null}
    </p>
  );
}
