import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {TypeRef} from '@faststore-docs/shared/reference/api';
import {typeHref} from '@faststore-docs/shared/reference/api';
import {getType} from './data';

/** A type as written in SDL (`[StoreProduct!]!`), its named type linked to its reference entry. */
export default function TypeLink({type, bare = false}: {type: TypeRef; bare?: boolean}): ReactNode {
  const target = getType(type.name);
  const start = type.display.indexOf(type.name);
  const parts = (
    <>
      {type.display.slice(0, start)}
      <Link to={typeHref(target.name, target.kind)}>{type.name}</Link>
      {type.display.slice(start + type.name.length)}
    </>
  );
  // `bare` when the link sits inside another code element (the signature).
  return bare ? parts : <code className="gql-type">{parts}</code>;
}
