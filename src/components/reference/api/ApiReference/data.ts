/**
 * The reference data the `api-reference` plugin generates from `@faststore/api` at build time.
 * Missing entries throw, so a page that documents an operation or type the schema no longer has
 * fails the build instead of rendering an empty table.
 */
import reference from '@generated/faststore-api-reference/default/reference.json';
import type {OperationDoc, TypeDoc} from '@faststore-docs/shared/reference/api';

export {reference};

export type OperationType = OperationDoc['operationType'];

export function getOperation(operationType: OperationType, name: string): OperationDoc {
  const list = operationType === 'query' ? reference.queries : reference.mutations;
  const found = list.find((op) => op.name === name);
  if (!found) throw new Error(`The FastStore API schema has no ${operationType} named "${name}".`);
  return found;
}

export function getType(name: string): TypeDoc {
  const found = Object.hasOwn(reference.types, name) ? reference.types[name] : undefined;
  if (!found) throw new Error(`The FastStore API schema has no type named "${name}".`);
  return found;
}
