import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineText from './InlineText';
import TypeLink from './TypeLink';
import {reference, type OperationType} from './data';
import {OPERATION_PAGES} from './operationPages';

/** Every root field of one operation type, from the schema, with its page, return type and description. */
export default function OperationList({operation}: {operation: OperationType}): ReactNode {
  const ops = operation === 'query' ? reference.queries : reference.mutations;
  return (
    <ul>
      {ops.map((op) => {
        const page = OPERATION_PAGES[op.name];
        if (!page)
          throw new Error(
            `The ${operation} "${op.name}" has no reference page: add one and list it in OPERATION_PAGES.`,
          );
        return (
          <li key={op.name}>
            <Link to={page}>
              <code>{op.name}</code>
            </Link>{' '}
            returns <TypeLink type={op.type} />: <InlineText text={op.description} />
          </li>
        );
      })}
    </ul>
  );
}
