import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {OperationDoc} from '@site/src/plugins/api-reference/referenceData';
import ArgumentsTable from './ArgumentsTable';
import InlineText from './InlineText';
import TypeLink from './TypeLink';
import {getOperation, getType, type OperationType} from './data';
import styles from './styles.module.css';

interface Props {
  operation: OperationType;
  name: string;
}

/** The operation's signature as the schema declares it, e.g. `product(locator: [...]!): StoreProduct!`. */
export function signature(op: OperationDoc): string {
  const args = op.args.map((a) => `${a.name}: ${a.type.display}${a.defaultValue ? ` = ${a.defaultValue}` : ''}`);
  const list = args.length > 2 ? `(\n  ${args.join('\n  ')}\n)` : args.length ? `(${args.join(', ')})` : '';
  return `${op.name}${list}: ${op.type.display}`;
}

/** The schema's own description and signature of an operation. */
export function OperationSignature({operation, name}: Props): ReactNode {
  const op = getOperation(operation, name);
  return (
    <div className={styles.operation}>
      <p className={styles.schemaDescription}>
        <span className={styles.label}>Schema description:</span> <InlineText text={op.description} />
      </p>
      <CodeBlock language="graphql" title={operation === 'query' ? 'type Query' : 'type Mutation'}>
        {signature(op)}
      </CodeBlock>
    </div>
  );
}

export function OperationArguments({operation, name}: Props): ReactNode {
  const op = getOperation(operation, name);
  return <ArgumentsTable args={op.args} caption={`Arguments of ${op.name}`} />;
}

/** The return type, linked, with the type's description and whether the result may be null. */
export function OperationReturnType({operation, name}: Props): ReactNode {
  const op = getOperation(operation, name);
  const type = getType(op.type.name);
  return (
    <p>
      <TypeLink type={op.type} />{' '}
      {op.type.display.endsWith('!') ? '(never null)' : '(may be null)'}
      {type.description ? <>: <InlineText text={type.description} /></> : null}
    </p>
  );
}
